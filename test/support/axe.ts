import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's serious and critical findings on the page as it stands, one line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Contrast is judged on the settled page, not halfway through the cookie banner's fade-in. A spinner
  // turns for ever: it never settles, and what it turns is no text.
  await page.waitForFunction(() =>
    (
      globalThis as unknown as {
        document: {
          getAnimations(): { playState: string; effect: { getTiming(): { iterations: number } } | null }[];
        };
      }
    ).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated by the test, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`);
}
