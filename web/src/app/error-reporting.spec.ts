import { describe, expect, it } from '@jest/globals';
import { isReportable } from './error-reporting';

describe('isReportable', () => {
  it('ignores chunk-load failures and ResizeObserver loop warnings', () => {
    expect(isReportable(new Error('Failed to fetch dynamically imported module: /assets/Page-1.js'))).toBe(false);
    expect(isReportable(new Error('ResizeObserver loop completed with undelivered notifications.'))).toBe(false);
    expect(isReportable('ResizeObserver loop limit exceeded')).toBe(false);
  });

  it('reports any other failure', () => {
    expect(isReportable(new TypeError("Cannot read properties of undefined (reading 'slots')"))).toBe(true);
  });
});
