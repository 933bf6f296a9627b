import { describe, expect, it } from '@jest/globals';
import { isChunkLoadError } from './chunk-load-error';

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
