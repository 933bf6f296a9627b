// Messages fanned out from Redis pub/sub to the agents' Server-Sent Events stream.
export interface RealtimeMessage {
  agencyId: string;
  /** When set, only this user receives it; otherwise everyone of the agency. */
  userId?: string;
  type: string;
  data: Record<string, unknown>;
}

export const REALTIME_CHANNEL = 'realtime';

/**
 * The live notifications agents see as toasts, with the values their message shows. Producers
 * (bookings, cancellations, reminders, documents, leads) publish these; the dashboard translates
 * `realtime.<type>` with the data.
 */
export interface RealtimeNotifications {
  'visit.booked': { candidate: string; listing: string; when: string };
  'visit.cancelled': { candidate: string; listing: string; when: string };
  'visit.unconfirmed': { candidate: string; listing: string; when: string };
}
export type RealtimeNotificationType = keyof RealtimeNotifications;
export const REALTIME_NOTIFICATION_TYPES: readonly RealtimeNotificationType[] = [
  'visit.booked',
  'visit.cancelled',
  'visit.unconfirmed',
];
