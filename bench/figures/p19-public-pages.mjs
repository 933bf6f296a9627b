// P19, public pages: Lighthouse's mobile profile on home, agency, agent, booking and the visitor area as
// `npm start` serves them (bench/lib/phone-pages.mjs). The row shows the worst page for each number; the
// per-page figures go to stderr. The baseline is the static floor page (p19-static-floor).
import { describe, phonePages } from '../lib/phone-pages.mjs';

const TARGET = { performance: 95, lcp: 2.0, cls: 0.05, seo: 100, bestPractices: 100, accessibility: 100 };

export default {
  id: 'P19',
  what: 'public pages on a phone (Lighthouse, mobile)',
  target: 'perf ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05; SEO, BP, a11y 100',
  async measure(ctx) {
    const { public: pages, floor } = await phonePages(ctx);
    const worst = (key, pick) => pick(...pages.map((page) => page[key]));
    const performance = worst('performance', Math.min);
    const lcp = worst('lcp', Math.max);
    const cls = worst('cls', Math.max);
    const scores = ['seo', 'bestPractices', 'accessibility'].map((key) => worst(key, Math.min));
    const slowest = pages.find((page) => page.lcp === lcp);
    const missing = pages.filter(
      (page) =>
        page.performance < TARGET.performance ||
        page.lcp > TARGET.lcp ||
        page.cls > TARGET.cls ||
        page.seo < TARGET.seo ||
        page.bestPractices < TARGET.bestPractices ||
        page.accessibility < TARGET.accessibility,
    );
    for (const page of missing) ctx.log(`P19 misses on ${describe(page)}`);
    return {
      product: `perf ≥ ${performance}, LCP ≤ ${lcp.toFixed(2)} s (${slowest.name}), CLS ≤ ${cls.toFixed(3)}; SEO ${scores[0]}, BP ${scores[1]}, a11y ${scores[2]}`,
      baseline: `floor: perf ${floor.performance}, LCP ${floor.lcp.toFixed(2)} s`,
      ratio: `LCP ${(lcp / floor.lcp).toFixed(2)}× floor`,
      verdict: missing.length === 0 ? 'meets' : `misses (${missing.map((page) => page.name).join(', ')})`,
    };
  },
};
