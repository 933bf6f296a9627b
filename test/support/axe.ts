import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// WCAG 2.2 A and AA as axe-core checks them (its experimental rules left out: they still misfire).
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AuditWindow = typeof globalThis & { __axeSawMotion?: boolean };

/** Resolves once nothing moves on the page but what turns for ever (a spinner: what it turns is no text). */
async function settled(page: Page): Promise<void> {
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
}

/** Notes, from now until read, whether an animation or a transition starts anywhere on the page. */
async function watchMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const window = globalThis as AuditWindow & {
      document: { addEventListener(type: string, listener: () => void, options: object): void };
    };
    window.__axeSawMotion = false;
    for (const type of ['animationstart', 'transitionstart'])
      window.document.addEventListener(type, () => (window.__axeSawMotion = true), { capture: true, once: true });
  });
}

async function settledResults(page: Page, tags?: string[]): Promise<AxeResults['violations']> {
  // Evaluated by the test, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  // Contrast is judged on the settled page, not halfway through the cookie banner's fade-in. A page that moves
  // again by itself (the landing's sample week is drawn anew every 9 s, its slots popping in one by one) may
  // start while axe reads it: that reading is not of a settled page, and is made again.
  for (let attempt = 1; ; attempt += 1) {
    await settled(page);
    await watchMotion(page);
    const results = await page.evaluate(
      (runOnly) =>
        (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run(
          (globalThis as unknown as { document: unknown }).document,
          runOnly ? { runOnly } : {},
        ),
      tags ? { type: 'tag', values: tags } : null,
    );
    const moved = await page.evaluate(() => (globalThis as AuditWindow).__axeSawMotion === true);
    if (!moved || attempt === 3)
      return results.violations.filter(({ tags: ruleTags }) => !ruleTags.includes('experimental'));
  }
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
