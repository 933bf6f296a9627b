import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own bound: a screen takes whatever props its route gives it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Screen = ComponentType<any>;

/**
 * React.lazy for a screen module with a named export: each screen is a chunk of its own, fetched when it is
 * first shown, so that sign-in and the agent's home do not wait for every form and table of the back office.
 * react-admin's layout shows its loader meanwhile.
 */
export function lazyPage<Module extends Record<Name, Screen>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
