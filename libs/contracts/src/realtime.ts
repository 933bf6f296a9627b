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
 * What a toast about a visit needs, as data: the whole agency receives one message, and each viewer's
 * dashboard formats `startsAt` in their own language and the agency's time zone.
 */
// A type, not an interface: the publisher sends it as a Record<string, unknown>.
export type VisitNoticeData = {
  visitId: string;
  listingId: string;
  /** The candidate's name. */
  candidate: string;
  /** The listing's reference. */
  listing: string;
  /** ISO instant. */
  startsAt: string;
};

/** What the live notice of a portal lead shows: who, from which portal, about which listing. */
export type LeadNoticeData = {
  inboundEmailId: string;
  candidateId: string | null;
  /** The prospect's name, or the sender when none was read. */
  candidate: string;
  portal: string | null;
  /** The listing's reference, or empty when none was matched. */
  listing: string;
};

/** What the agent's toast about a new document needs. */
export type DocumentNoticeData = {
  applicationId: string;
  candidateId: string;
  documentId: string;
  /** The document kind (enums:rentalDocumentKind). */
  kind: string;
  /** The main tenant's name. */
  candidate: string;
  /** The listing's reference. */
  listing: string;
};

/**
 * The live notifications agents see as toasts, with the values their message shows. Producers
 * (bookings, cancellations, reminders, documents, leads) publish these; the dashboard translates
 * `realtime.<type>` with the data. Payloads carry data, never text already written in one language.
 */
export interface RealtimeNotifications {
  'visit.booked': VisitNoticeData;
  'visit.cancelled': VisitNoticeData;
  /** `released`: the agency frees unconfirmed slots, and this one was freed. */
  'visit.unconfirmed': VisitNoticeData & { released: boolean };
  /** A portal's lead e-mail became a candidate (`candidateId`), or waits for a person (`candidateId` null). */
  'lead.received': LeadNoticeData;
  /** A document was added to a file shared with the agency (issue 21). */
  'rental_file.document_added': DocumentNoticeData;
}
export type RealtimeNotificationType = keyof RealtimeNotifications;
export const REALTIME_NOTIFICATION_TYPES: readonly RealtimeNotificationType[] = [
  'visit.booked',
  'visit.cancelled',
  'visit.unconfirmed',
  'lead.received',
  'rental_file.document_added',
];

/**
 * Quiet messages on the same stream: they make an open screen read its record again and show no toast
 * (the toast of a new document is `rental_file.document_added`, which also refreshes).
 */
export interface RealtimeUpdates {
  /** The applicant changed a file shared with the agency (a person added, changed or removed, a document deleted). */
  'rental_file.updated': { applicationId: string };
}
export type RealtimeUpdateType = keyof RealtimeUpdates;
export const REALTIME_UPDATE_TYPES: readonly RealtimeUpdateType[] = ['rental_file.updated'];
