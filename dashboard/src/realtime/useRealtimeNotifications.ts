import { useEventStream } from '@creneau/browser';
import { REALTIME_NOTIFICATION_TYPES, type RealtimeNotificationType } from '@creneau/contracts';
import { useNotify, useStore } from 'react-admin';
import { useAgencyTime } from '../time/useAgencyTime';
import { notificationMessage, type ReceivedNotification } from './notification-message';

export type { ReceivedNotification } from './notification-message';

const KEEP = 20;

/**
 * Listens to the agency's live stream (Server-Sent Events) while the back office is open: each
 * notification shows as a toast and joins the bell's list.
 */
export function useRealtimeNotifications(enabled: boolean): void {
  const notify = useNotify();
  const { format, ready } = useAgencyTime();
  const [, setReceived] = useStore<ReceivedNotification[]>('realtime.received', []);
  const [, setUnread] = useStore<number>('realtime.unread', 0);

  const receive = (type: RealtimeNotificationType, data: Record<string, unknown>) => {
    const notification = { type, data, at: new Date().toISOString() };
    const { key, args } = notificationMessage(notification, format);
    notify(key, {
      type: type === 'visit.booked' || type === 'lead.received' ? 'success' : 'warning',
      messageArgs: args,
      autoHideDuration: 10_000,
    });
    setReceived((previous) => [notification, ...previous].slice(0, KEEP));
    setUnread((previous) => previous + 1);
  };
  // Opened once the agency's zone is known, so that the first toast already reads its clock.
  useEventStream('/api/realtime/stream', REALTIME_NOTIFICATION_TYPES, enabled && ready, receive);
}
