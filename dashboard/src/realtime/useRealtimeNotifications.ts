import { REALTIME_NOTIFICATION_TYPES } from '@creneau/contracts';
import { useEffect, useRef } from 'react';
import { useNotify, useStore } from 'react-admin';
import { useAgencyTime } from '../time/useAgencyTime';
import { notificationMessage, type ReceivedNotification } from './notification-message';

export type { ReceivedNotification } from './notification-message';

const KEEP = 20;

/**
 * Listens to the agency's live stream (Server-Sent Events) while the back office is open: each
 * notification shows as a toast and joins the bell's list. EventSource reconnects by itself.
 */
export function useRealtimeNotifications(enabled: boolean): void {
  const notify = useNotify();
  const { format, ready } = useAgencyTime();
  // Read through a ref: a language switch must not close the stream and miss what arrives meanwhile.
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  }, [format]);
  const [, setReceived] = useStore<ReceivedNotification[]>('realtime.received', []);
  const [, setUnread] = useStore<number>('realtime.unread', 0);

  useEffect(() => {
    // Opened once the agency's zone is known, so that the first toast already reads its clock.
    if (!enabled || !ready) return;
    const source = new EventSource('/api/realtime/stream');
    const listeners = REALTIME_NOTIFICATION_TYPES.map((type) => {
      const listener = (event: MessageEvent<string>) => {
        const notification = {
          type,
          data: JSON.parse(event.data) as Record<string, unknown>,
          at: new Date().toISOString(),
        };
        const { key, args } = notificationMessage(notification, formatRef.current);
        notify(key, {
          type: type === 'visit.booked' ? 'success' : 'warning',
          messageArgs: args,
          autoHideDuration: 10_000,
        });
        setReceived((previous) => [notification, ...previous].slice(0, KEEP));
        setUnread((previous) => previous + 1);
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [enabled, ready, notify, setReceived, setUnread]);
}
