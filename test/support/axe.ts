import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// WCAG 2.2 A and AA as axe-core checks them (its experimental rules left out: they still misfire).
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function settledResults(page: Page, tags?: string[]): Promise<AxeResults['violations']> {
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
  const results = await page.evaluate(
    (runOnly) =>
      (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(
        (globalThis as unknown as { document: unknown }).document,
        runOnly ? { runOnly } : {},
      ),
    tags ? { type: 'tag', values: tags } : null,
  );
  return results.violations.filter(({ tags: ruleTags }) => !ruleTags.includes('experimental'));
}

const lines = (violations: AxeResults['violations']) =>
  violations.map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`);

/** axe-core's serious and critical findings on the page as it stands, one line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await settledResults(page);
  return lines(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'));
}

/** Every WCAG 2.2 AA finding of axe-core on the page as it stands, whatever its impact, one line per rule. */
export async function wcagViolations(page: Page): Promise<string[]> {
  return lines(await settledResults(page, WCAG_22_AA));
}
