// Events are facts, in the past tense. Payloads carry ids and intent, never personal data:
// the relay copies them into Redis, which stores job data in clear.
export interface EventPayloads {
  'email.queued': { messageId: string };
  'outbox.probed': { probeId: string };
  'visit.booked': { visitId: string };
  /** A person erased their data: the provider's ids of the SMS sent to them or received from them. */
  'person.erased': { providerSids: string[] };
  'visit.cancelled': { visitId: string };
  'visit.rescheduled': { visitId: string; fromVisitId: string };
  'visit.completed': { visitId: string };
  'visit.confirmed': { visitId: string };
  /** After the visit, the agent invited the candidate to apply: the application questions open. */
  'visit.application_invited': { visitId: string };
  /** The confirmation deadline passed without an answer; `released` when the slot was freed for it. */
  'visit.unconfirmed': { visitId: string; released: boolean };
  /** A candidate's status changed; eventId is its history row (candidate_events), which says from, to and why. */
  'candidate.status_changed': { candidateId: string; eventId: string };
  /** A listing was let or sold: its waiting list closes. */
  'listing.let_or_sold': { listingId: string };
  /** A document was added to a rental file: the agents of its applications are told (issue 21). */
  'document.added': { documentId: string };
  /** An agent asked an applicant for documents: the applicant gets a link to exactly those kinds. */
  'rental_application.documents_requested': { applicationId: string; eventId: string };
  'sms.queued': { messageId: string };
  /** A message reached an inbound lead address and was stored raw; also written again to re-parse it. */
  'inbound_email.received': { inboundEmailId: string };
  /** An inbound SMS that is not STOP/START: a reply for the flows to read. */
  'sms.received': { inboundSmsId: string };
}

export type EventName = keyof EventPayloads;
export type EventOf<E extends EventName> = { name: E; payload: EventPayloads[E] };
