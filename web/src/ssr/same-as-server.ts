import { useId, useState, useSyncExternalStore } from 'react';
import { useServerData } from './server-data';

// mulberry32: a small seeded generator, so that a draw repeats on the server and in the hydrating client.
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const hash = (text: string) => [...text].reduce((sum, char) => (Math.imul(sum, 31) + char.charCodeAt(0)) >>> 0, 7);

/**
 * Math.random for a drawing shown on the first render: on a server-rendered page, a generator seeded by
 * the server's draw and the component's place in the tree (useId), so the client draws what the server did.
 */
export function useFirstRenderRandom(): () => number {
  const server = useServerData();
  const id = useId();
  const [random] = useState(() => (server ? seededRandom(hash(`${server.state.seed}:${id}`)) : Math.random));
  return random;
}

const unchanging = () => () => {};

/** window.location.origin; the server renders the request's origin, which the client then confirms. */
export function useOrigin(): string {
  const server = useServerData();
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => server?.state.origin ?? window.location.origin,
  );
}
