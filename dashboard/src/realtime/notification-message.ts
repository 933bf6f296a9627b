import type { DateStyle } from '../time/agency-time';

export interface ReceivedNotification {
  type: string;
  data: Record<string, unknown>;
  /** When the back office received it (ISO instant). */
  at: string;
}

type Format = (instant: string, style: DateStyle) => string;

/**
 * The catalogue key and values of a live notification, written for the reader: the server sends
 * instants and names, the reader's language and the agency's zone format them here.
 */
export function notificationMessage(notification: ReceivedNotification, format: Format) {
  const { type, data } = notification;
  const args: Record<string, unknown> = { ...data };
  if (typeof data.startsAt === 'string') args.when = format(data.startsAt, 'visit');
  // A slot freed at the confirmation deadline: one message says both, no separate cancellation.
  // A portal's message nobody could read yet asks a person to handle it.
  const key =
    type === 'visit.unconfirmed' && data.released === true
      ? 'realtime.visit.released'
      : type === 'lead.received' && data.candidateId === null
        ? 'realtime.lead.unparsed'
        : `realtime.${type}`;
  return { key, args };
}
