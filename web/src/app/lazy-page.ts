import { lazy, type ComponentType } from 'react';

/** React.lazy for a page module with a named export, so each page is its own chunk. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
