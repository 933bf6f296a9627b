import { describe, expect, it, jest } from '@jest/globals';
import { isChunkLoadError, LazyLoadTimeout } from './chunk-load-error';
import { LAZY_TIMEOUT_MS, withLoadTimeout } from './lazy-page';

describe('isChunkLoadError', () => {
  it('recognises the messages of Chromium, Firefox, Safari and Vite', () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://example.test/assets/BookingPage-abc.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/BookingPage-abc.css',
    ];
    for (const message of messages) expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('treats any other failure as a crash', () => {
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('withLoadTimeout', () => {
  it('turns a lazy part that never arrives into a load failure after 120 s', async () => {
    jest.useFakeTimers();
    try {
      const never = new Promise<never>(() => undefined);
      const outcome = withLoadTimeout(never).catch((error: unknown) => error);
      jest.advanceTimersByTime(LAZY_TIMEOUT_MS - 1);
      await Promise.resolve();
      jest.advanceTimersByTime(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(LazyLoadTimeout);
      expect(isChunkLoadError(error)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes a part that arrives in time through', async () => {
    await expect(withLoadTimeout(Promise.resolve('page'))).resolves.toBe('page');
  });
});
