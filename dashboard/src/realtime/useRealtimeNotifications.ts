import { REALTIME_NOTIFICATION_TYPES } from '@creneau/contracts';
import { useEffect } from 'react';
import { useNotify, useStore } from 'react-admin';

export interface ReceivedNotification {
  type: string;
  data: Record<string, string>;
  at: string;
}

const KEEP = 20;

/**
 * Listens to the agency's live stream (Server-Sent Events) while the back office is open: each
 * notification shows as a toast and joins the bell's list. EventSource reconnects by itself.
 */
export function useRealtimeNotifications(enabled: boolean): void {
  const notify = useNotify();
  const [, setReceived] = useStore<ReceivedNotification[]>('realtime.received', []);
  const [, setUnread] = useStore<number>('realtime.unread', 0);

  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource('/api/realtime/stream');
    const listeners = REALTIME_NOTIFICATION_TYPES.map((type) => {
      const listener = (event: MessageEvent<string>) => {
        const data = JSON.parse(event.data) as Record<string, string>;
        notify(`realtime.${type}`, {
          type: type === 'visit.booked' ? 'success' : 'warning',
          messageArgs: data,
          autoHideDuration: 10_000,
        });
        setReceived((previous) => [{ type, data, at: new Date().toISOString() }, ...previous].slice(0, KEEP));
        setUnread((previous) => previous + 1);
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [enabled, notify, setReceived, setUnread]);
}
