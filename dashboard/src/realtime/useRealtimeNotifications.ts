import { useEventStream } from '@creneau/browser';
import {
  REALTIME_NOTIFICATION_TYPES,
  REALTIME_UPDATE_TYPES,
  type RealtimeNotificationType,
  type RealtimeUpdateType,
} from '@creneau/contracts';
import { useNotify, useStore } from 'react-admin';
import { useAgencyTime } from '../time/useAgencyTime';
import { notificationMessage, type ReceivedNotification } from './notification-message';

export type { ReceivedNotification } from './notification-message';

const KEEP = 20;
// One stream for both: the toasts' types and the quiet updates' (read by the screens that show the record).
const STREAM_TYPES: readonly (RealtimeNotificationType | RealtimeUpdateType)[] = [
  ...REALTIME_NOTIFICATION_TYPES,
  ...REALTIME_UPDATE_TYPES,
];
const isUpdate = (type: string): type is RealtimeUpdateType =>
  (REALTIME_UPDATE_TYPES as readonly string[]).includes(type);

/**
 * Listens to the agency's live stream (Server-Sent Events) while the back office is open: each
 * notification shows as a toast and joins the bell's list.
 */
export function useRealtimeNotifications(enabled: boolean): void {
  const notify = useNotify();
  const { format, ready } = useAgencyTime();
  const [, setReceived] = useStore<ReceivedNotification[]>('realtime.received', []);
  const [, setUnread] = useStore<number>('realtime.unread', 0);
  const [, setUpdate] = useStore<ReceivedNotification | null>('realtime.update', null);

  const receive = (type: RealtimeNotificationType | RealtimeUpdateType, data: Record<string, unknown>) => {
    const notification = { type, data, at: new Date().toISOString() };
    if (isUpdate(type)) {
      setUpdate(notification);
      return;
    }
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
  useEventStream('/api/realtime/stream', STREAM_TYPES, enabled && ready, receive);
}
