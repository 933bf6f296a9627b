import { seedDemo } from '../../libs/server/src/seed';
import { browserSuite } from '../support/browser-suite';

// The page's globals, typed here: the tests compile without the DOM library.
interface ShiftEntry {
  value: number;
  hadRecentInput: boolean;
}
interface BrowserGlobals {
  __shifts: number;
  PerformanceObserver: new (callback: (list: { getEntries(): ShiftEntry[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
}

describe('public pages keep their layout while their data arrives', () => {
  const suite = browserSuite({ workers: 0 });

  beforeAll(async () => {
    await seedDemo(suite.stack.db.url, new Date());
  });

  it.each([['/agency/agence-du-marais'], ['/agent/claire-martin'], ['/book/claire-martin']])(
    'moves nothing on %s once it has painted (cumulative layout shift under 0.05 on a phone)',
    async (path) => {
      const { page } = await suite.open({ viewport: { width: 390, height: 844 } });
      await page.addInitScript(() => {
        const globals = globalThis as unknown as BrowserGlobals;
        globals.__shifts = 0;
        new globals.PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) globals.__shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${path}?lang=fr`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shift = await page.evaluate(() => (globalThis as unknown as BrowserGlobals).__shifts);
      expect(shift).toBeLessThan(0.05);
    },
  );
});
