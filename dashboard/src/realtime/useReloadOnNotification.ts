import { useEffect } from 'react';
import { useStore } from 'react-admin';
import type { ReceivedNotification } from './notification-message';

/** Calls `reload` each time a live notification arrives: a screen of visits then shows the new state. */
export function useReloadOnNotification(reload: () => void): void {
  const [received] = useStore<ReceivedNotification[]>('realtime.received', []);
  const latest = received[0]?.at;
  useEffect(() => {
    if (latest) reload();
  }, [latest, reload]);
}
