import { useRef, useState } from 'react';
import { ApiError, toApiError } from '../../session/api';

/** Runs one API action at a time and keeps its error, as a catalogue key, for the form to show. */
export function useAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const run = async (...args: Args): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await action(...args);
    } catch (caught) {
      if (!(caught instanceof ApiError)) console.error(caught);
      setError(toApiError(caught));
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { pending, error, run, setError };
}
