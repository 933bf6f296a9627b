import { useState } from 'react';
import { useNotify } from 'react-admin';
import { postJson } from '../providers/session';
import { errorKey, nextSlotsOf } from './api-errors';
import type { OfferedSlot } from './types';

/**
 * Posts one agenda action; on success tells the user and reloads, on a taken slot keeps the next free
 * ones for the dialog to offer, otherwise shows the API's message.
 */
export function useVisitAction(onDone: () => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [nextSlots, setNextSlots] = useState<OfferedSlot[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (path: string, body: object, success: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await postJson(path, body);
      setNextSlots(null);
      notify(success, { type: 'success' });
      onDone();
      return true;
    } catch (caught) {
      const taken = nextSlotsOf(caught);
      setNextSlots(taken);
      setError(caught);
      if (!taken) notify(errorKey(caught), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, nextSlots, error, run, reset: () => (setNextSlots(null), setError(null)) };
}
