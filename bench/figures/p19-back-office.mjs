// P19, back office: Lighthouse's mobile profile on /pro's sign-in and, signed in as the demo agent, on the
// agent's home (/pro/visits), as `npm start` serves them (bench/lib/phone-pages.mjs).
import { phonePages } from '../lib/phone-pages.mjs';

const TARGET_LCP = 3.0;

export default {
  id: 'P19',
  what: 'back office on a phone: sign-in, agent home',
  target: `LCP ≤ ${TARGET_LCP.toFixed(1)} s`,
  async measure(ctx) {
    const { backOffice, floor } = await phonePages(ctx);
    const lcp = Math.max(...backOffice.map((page) => page.lcp));
    return {
      product: backOffice
        .map((page) => `${page.name} LCP ${page.lcp.toFixed(2)} s (perf ${page.performance})`)
        .join('; '),
      baseline: `floor: LCP ${floor.lcp.toFixed(2)} s`,
      ratio: `${(lcp / floor.lcp).toFixed(2)}× floor`,
      verdict: lcp <= TARGET_LCP ? 'meets' : 'misses',
    };
  },
};
