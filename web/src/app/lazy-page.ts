import { withTimeout } from '@creneau/contracts';
import { createElement, lazy, type ComponentType } from 'react';
import { LazyLoadTimeout } from './chunk-load-error';

// Lazy parts give up after 120 s (spec, section 9): a chunk that never arrives shows the reload screen.
export const LAZY_TIMEOUT_MS = 120_000;

export function withLoadTimeout<T>(load: Promise<T>, ms = LAZY_TIMEOUT_MS): Promise<T> {
  return withTimeout(load, ms, () => new LazyLoadTimeout(ms));
}

/** A page of its own chunk; `preload()` fetches it ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy for a page module with a named export, so each page is its own chunk. Once the chunk is
 * there the page renders it directly, without suspending: a server-rendered page whose chunk was preloaded
 * hydrates at once (a part still suspended when the page updates would be thrown away and drawn again).
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= withLoadTimeout(load()).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed load may be tried again (the reload screen, a later visit of the page).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}
