// P19's floor: no product code. The booking page's HTML as the product sends it, stripped of every script,
// with its stylesheets, served by a bare node:http server (precompressed files, long caching) and measured by
// the same Lighthouse run (bench/lib/phone-pages.mjs). Whether P19's public targets are within reach on this
// machine at all: what a phone needs to paint a page of that weight when nothing runs.
import { phonePages } from '../lib/phone-pages.mjs';

export default {
  id: 'P19',
  what: 'floor: the booking page as static HTML + CSS, no script',
  target: 'perf ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05',
  async measure(ctx) {
    const { floor } = await phonePages(ctx);
    const reachable = floor.performance >= 95 && floor.lcp <= 2.0 && floor.cls <= 0.05;
    return {
      product: `perf ${floor.performance}, LCP ${floor.lcp.toFixed(2)} s, FCP ${floor.fcp.toFixed(2)} s, CLS ${floor.cls.toFixed(3)}`,
      baseline: '—',
      // A reference, not a verdict on the product: whether the target is within reach here at all.
      verdict: reachable ? 'reachable' : 'out of reach here',
    };
  },
};
