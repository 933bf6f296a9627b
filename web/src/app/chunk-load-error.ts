// What browsers and Vite say when a lazy chunk of an older deploy is gone from the server.
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** A lazy part that did not arrive in time: treated like a missing chunk, the reload screen. */
export class LazyLoadTimeout extends Error {
  constructor(ms: number) {
    super(`A part of the application did not load within ${ms / 1000} s`);
    this.name = 'LazyLoadTimeout';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof LazyLoadTimeout) return true;
  return error instanceof Error && CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
