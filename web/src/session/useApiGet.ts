import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from './api';
import { useServerAnswer } from '../ssr/use-server-answer';
import { getJson } from './get-json';

export type ApiGet<T> =
  | { data: T; error: null; loading: false }
  | { data: null; error: ApiError; loading: false }
  | { data: T | null; error: null; loading: true };

/**
 * Reads `path` (null: nothing to read yet) and again on `reload()`. An answer that arrives after the
 * path changed is dropped, so a slow first page never replaces the page asked for after it.
 */
export function useApiGet<T>(path: string | null) {
  // A page the server rendered starts from the answer the server read, as the server showed it.
  const { first, seeded } = useServerAnswer<T>(path);
  const [state, setState] = useState<ApiGet<T>>(() =>
    first ? { ...first, loading: false } : { data: null, error: null, loading: true },
  );
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null || seeded()) return;
    const abort = new AbortController();
    setState((previous) => ({ data: previous.data, error: null, loading: true }));
    getJson<T>(path, abort.signal).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ data: null, error: toApiError(error), loading: false });
      },
    );
    return () => abort.abort();
  }, [path, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  /** Replaces the data with what an action answered, without a new read. */
  const replace = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, replace };
}
