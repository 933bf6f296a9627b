export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** Why a message exists; the catalogue key of its text is messages:<purpose>. */
export const MESSAGE_PURPOSES = [
  'magic_link',
  'password_reset',
  'invitation',
  // Visits and their reminders (issue 5).
  'visit_booked',
  'visit_booked_agent',
  'visit_confirmation_request',
  // The second request, in waking hours before the deadline, when silence releases the slot.
  'visit_confirmation_nudge',
  'visit_reminder',
  'visit_unconfirmed_agent',
  'visit_released',
  'visit_cancelled_agent',
  'visit_cancelled_candidate',
  // The visitor's own cancellation, confirmed to them.
  'visit_cancelled_visitor',
  'visit_interest',
  // After the visit, the agent's invitation to apply (applicant-data policy: resources, household).
  'visit_application',
  // A candidate's status changed (issue 20): their request accepted, refused with its reason, waiting…
  'candidate_status',
  // The waiting list (issue 20): a freed slot offered, that slot gone to someone else, the listing let or sold.
  'waiting_list_offer',
  'waiting_list_gone',
  'listing_unavailable',
  // A portal's lead (issue 22): the prospect's link to book a visit of the listing they asked about.
  'portal_lead_link',
  // Rental files (issue 21): documents added (to the agent, grouped), documents asked (to the applicant),
  // and the notice that a file not selected is about to be deleted.
  'rental_documents_added',
  'rental_documents_requested',
  'rental_file_deletion',
  'owner_weekly_report',
  'sms_reply',
] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];
/**
 * E-mails whose link signs someone in or sets a password. Their stored bodies have the token redacted,
 * and they are shown to ops only: an agency admin reading a colleague's reset link could take the account.
 */
export const CREDENTIAL_PURPOSES = [
  'magic_link',
  'password_reset',
  'invitation',
] as const satisfies readonly MessagePurpose[];
export const DEV_OUTBOX_PROVIDER = 'dev-outbox';

/**
 * The error of a message whose provider call ended without an answer after the request may have
 * reached the provider (a timeout, a reset connection, a worker killed mid-call). It is not resent:
 * that could deliver it twice. It is the one failed state that may still move forward: a signed
 * status callback that names the message proves the provider took it (see applySmsStatusEvents).
 * Both channels use it: an SMTP session cut after the message was sent is no clearer.
 */
export const OUTCOME_UNKNOWN = 'outcome unknown';

export function outcomeUnknown(why: string): string {
  return `${OUTCOME_UNKNOWN}: ${why}; not resent, to avoid a duplicate`;
}

export function isOutcomeUnknown(error: string | null | undefined): boolean {
  return !!error && error.startsWith(`${OUTCOME_UNKNOWN}:`);
}

/** A claim found still 'sending': the worker that made it died during the provider call. */
export const ABANDONED_CLAIM = outcomeUnknown('the worker stopped while the provider was being called');

/** What the unsubscribe page shows once an owner stopped a listing's weekly report. */
export interface OwnerReportUnsubscribed {
  /** The listing's reference, the one the report named. */
  reference: string;
}

/** A file sent with an e-mail (the visit's .ics), as the message log shows it. */
export interface MessageLogAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** An iTIP method (RFC 6047): the file is sent as the invitation itself. */
  method?: 'REQUEST' | 'CANCEL';
}

/** One e-mail or SMS of the message log (GET /api/messages), with its status and error. */
export interface MessageLogEntry {
  id: string;
  agencyId: string | null;
  userId: string | null;
  channel: MessageChannel;
  recipient: string;
  purpose: string;
  language: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  status: MessageStatus;
  provider: string | null;
  providerId: string | null;
  error: string | null;
  segments: number | null;
  attempts: number;
  visitId: string | null;
  claimKey: string | null;
  attachments: MessageLogAttachment[] | null;
  /** @format date-time */
  createdAt: string;
  /** @format date-time */
  updatedAt: string;
  /** @format date-time */
  sentAt: string | null;
}
