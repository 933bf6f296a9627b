import { withTimeout } from '@creneau/contracts';
import { lazy, type ComponentType } from 'react';
import { LazyLoadTimeout } from './chunk-load-error';

// Lazy parts give up after 120 s (spec, section 9): a chunk that never arrives shows the reload screen.
export const LAZY_TIMEOUT_MS = 120_000;

export function withLoadTimeout<T>(load: Promise<T>, ms = LAZY_TIMEOUT_MS): Promise<T> {
  return withTimeout(load, ms, () => new LazyLoadTimeout(ms));
}

/** React.lazy for a page module with a named export, so each page is its own chunk. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await withLoadTimeout(load()))[name] }));
}
