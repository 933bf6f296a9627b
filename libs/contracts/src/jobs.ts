import type { EventName, EventPayloads } from './events';
import type { QueueName } from './queues';

// Jobs are commands. One map ties each wire name to its payload; the producer only accepts matching pairs.
// Adding one (event, payload, queue, handler, message purpose, label): see jobs.md beside this file.
export interface JobPayloads {
  SendEmail: { messageId: string };
  SendSms: { messageId: string };
  FailStuckMessages: Record<string, never>;
  RecordOutboxProbe: { probeId: string };
  PurgeRelayedOutbox: Record<string, never>;
  PurgeSmsQuotaUsage: Record<string, never>;
  ApplyRetention: Record<string, never>;
  NotifyVisitBooked: { visitId: string };
  NotifyVisitCancelled: { visitId: string };
  NotifyVisitUnconfirmed: { visitId: string; released: boolean };
  SendBookingMessages: { visitId: string };
  SendCancellationMessages: { visitId: string };
  ScheduleVisitReminders: { visitId: string };
  CancelVisitReminders: { visitId: string };
  RequestVisitConfirmation: { visitId: string };
  NudgeVisitConfirmation: { visitId: string };
  RemindVisit: { visitId: string };
  CheckVisitConfirmation: { visitId: string };
  AskVisitInterest: { visitId: string };
  InviteToApply: { visitId: string };
  ReconcileReminders: Record<string, never>;
  SendOwnerReports: Record<string, never>;
  ApplySmsReply: { inboundSmsId: string };
  RedactSmsAtProvider: { providerSids: string[] };
  NotifyCandidateStatus: { candidateId: string; eventId: string };
  OfferFreedSlot: { visitId: string };
  CloseTakenSlotOffers: { visitId: string };
  CloseWaitingList: { listingId: string };
  ParseInboundEmail: { inboundEmailId: string };
  NotifyDocumentAdded: { documentId: string };
  AlertDocumentsAdded: { applicationId: string; since: string };
  AskForDocuments: { applicationId: string; eventId: string };
}

export type JobName = keyof JobPayloads;

export const JOB_QUEUES: { readonly [J in JobName]: QueueName } = {
  SendEmail: 'notifications',
  SendSms: 'notifications',
  FailStuckMessages: 'maintenance',
  RecordOutboxProbe: 'maintenance',
  PurgeRelayedOutbox: 'maintenance',
  PurgeSmsQuotaUsage: 'maintenance',
  ApplyRetention: 'maintenance',
  NotifyVisitBooked: 'notifications',
  NotifyVisitCancelled: 'notifications',
  NotifyVisitUnconfirmed: 'notifications',
  SendBookingMessages: 'notifications',
  SendCancellationMessages: 'notifications',
  ScheduleVisitReminders: 'reminders',
  CancelVisitReminders: 'reminders',
  RequestVisitConfirmation: 'reminders',
  NudgeVisitConfirmation: 'reminders',
  RemindVisit: 'reminders',
  CheckVisitConfirmation: 'reminders',
  AskVisitInterest: 'reminders',
  InviteToApply: 'notifications',
  ReconcileReminders: 'reminders',
  SendOwnerReports: 'reminders',
  ApplySmsReply: 'reminders',
  RedactSmsAtProvider: 'notifications',
  NotifyCandidateStatus: 'notifications',
  OfferFreedSlot: 'notifications',
  CloseTakenSlotOffers: 'notifications',
  CloseWaitingList: 'notifications',
  ParseInboundEmail: 'notifications',
  NotifyDocumentAdded: 'notifications',
  AlertDocumentsAdded: 'notifications',
  AskForDocuments: 'notifications',
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

/** The jobs whose payload an event's payload satisfies, so a subscription cannot mistype a job. */
type JobsAccepting<P> = { [J in JobName]: P extends JobPayloads[J] ? J : never }[JobName];

// What each event sets in motion. The relay enqueues these jobs with the event's payload.
export const EVENT_JOBS: { readonly [E in EventName]: readonly JobsAccepting<EventPayloads[E]>[] } = {
  'email.queued': ['SendEmail'],
  'outbox.probed': ['RecordOutboxProbe'],
  // NotifyVisitBooked queues the booking's messages and sends the agency's toast: one job, not two.
  // CloseTakenSlotOffers: a booking of a start offered to the waiting list closes the other offers.
  'visit.booked': ['NotifyVisitBooked', 'ScheduleVisitReminders', 'CloseTakenSlotOffers'],
  // A cancelled or released visit frees its slot for the listing's waiting list (OfferFreedSlot).
  'visit.cancelled': ['NotifyVisitCancelled', 'SendCancellationMessages', 'CancelVisitReminders', 'OfferFreedSlot'],
  // The old visit was cancelled without its own event: the new one's jobs drop the old reminders.
  'visit.rescheduled': ['SendBookingMessages', 'ScheduleVisitReminders'],
  'visit.completed': [],
  'visit.confirmed': [],
  'visit.application_invited': ['InviteToApply'],
  // Written in the deadline's transaction, so the live warning is at-least-once like a booking's.
  'visit.unconfirmed': ['NotifyVisitUnconfirmed'],
  // Tells the candidate of their new status, in their language, by e-mail and SMS where they chose it.
  'candidate.status_changed': ['NotifyCandidateStatus'],
  'listing.let_or_sold': ['CloseWaitingList'],
  // The live toast at once; the SMS/e-mail alert as one delayed job per application (documentAlertJobId),
  // so that ten uploads in a row make one message.
  'document.added': ['NotifyDocumentAdded'],
  'rental_application.documents_requested': ['AskForDocuments'],
  'sms.queued': ['SendSms'],
  // A portal's lead e-mail: read, its candidate made or merged, and the prospect sent a booking link.
  'inbound_email.received': ['ParseInboundEmail'],
  // The reply handler (OUI/NON, JA/NEE, YES/NO) subscribes here (issue 5).
  'sms.received': ['ApplySmsReply'],
  // The provider keeps its own copies of the texts: it is asked to empty them.
  'person.erased': ['RedactSmsAtProvider'],
};

/**
 * One alert per application and time window: every upload of a window adds the same job id, which BullMQ
 * stores once, so ten uploads in a row make one message, sent when the window closes.
 */
export function documentAlertJobId(applicationId: string, window: number): string {
  return `rental-application-${applicationId}-documents-${window}`;
}

/** Deterministic, so a job enqueued twice for one event is stored once. */
export function eventJobId(outboxId: string, job: JobName): string {
  return `evt-${outboxId}-${job}`;
}
