import { useEffect, useRef, useState } from 'react';
import { ApiError, errorCodeOf } from '../session/api';
import { useServerData } from './server-data';

export type Answered<T> = { data: T; error: null } | { data: null; error: ApiError };

/**
 * The server's answer to `path` when it rendered this page, as the first state of a read: the hydrating
 * render shows exactly what the server did. `seeded()` tells the read's effect, once, that this first
 * answer is already there and needs no request.
 */
export function useServerAnswer<T>(path: string | null): { first: Answered<T> | null; seeded: () => boolean } {
  const server = useServerData();
  const [first] = useState<Answered<T> | null>(() => {
    const answer = path === null ? undefined : server?.answer(path);
    if (!answer) return null;
    return answer.status < 400
      ? { data: answer.body as T, error: null }
      : { data: null, error: new ApiError(errorCodeOf(answer.status, answer.body), answer.status) };
  });
  const pending = useRef(first ? path : null);
  // Forgotten once shown: the next visit of the page (client navigation) reads afresh.
  useEffect(() => {
    if (path !== null && pending.current === path) server?.forget(path);
  }, [server, path]);
  const seeded = () => {
    const was = pending.current !== null && pending.current === path;
    pending.current = null;
    return was;
  };
  return { first, seeded };
}
