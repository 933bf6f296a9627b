import type { MessageStatus } from '../messages';

// A message's status only moves forward; delivered and failed are final, but for an outcome-unknown
// failure, which the provider's own word settles.
const RANK: Record<MessageStatus, number> = { queued: 0, sending: 1, sent: 2, delivered: 3, failed: 3 };

/** Twilio's MessageStatus in a status callback, in our message log's terms; null for inbound-only states. */
export function messageStatusFromTwilio(twilioStatus: string): MessageStatus | null {
  switch (twilioStatus) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
      return 'queued';
    case 'sending':
      return 'sending';
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'failed':
    case 'undelivered':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

/** The statuses a message may move from to reach `target`. */
export function statusesBefore(target: MessageStatus): MessageStatus[] {
  return (Object.keys(RANK) as MessageStatus[]).filter((status) => RANK[status] < RANK[target]);
}

export interface TwilioStatusEvent {
  status: string;
  errorCode: string | null;
}

/**
 * The furthest status a set of callbacks reached, whatever order they came in. Between two final ones
 * (delivered and undelivered both reported) the first to arrive wins, as it did when it was applied.
 */
export function furthestStatus(
  events: readonly TwilioStatusEvent[],
): { status: MessageStatus; error: string | null } | null {
  let best: { status: MessageStatus; error: string | null } | null = null;
  for (const event of events) {
    const status = messageStatusFromTwilio(event.status);
    if (!status || (best && RANK[status] <= RANK[best.status])) continue;
    const error =
      status === 'failed' ? `Twilio ${event.status}${event.errorCode ? ` (error ${event.errorCode})` : ''}` : null;
    best = { status, error };
  }
  return best;
}
