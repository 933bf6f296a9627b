import type { AlertChannel, ReminderKind, VisitCancelledBy, VisitStatus } from '@creneau/contracts';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

/** A visit with its candidate, agent, agency and listing, as every message about it reads them. */
export interface VisitContextRow {
  id: string;
  status: VisitStatus;
  starts_at: Date;
  ends_at: Date;
  cancelled_by: VisitCancelledBy | null;
  cancelled_why: string | null;
  rescheduled_from: string | null;
  interested: boolean | null;
  calendar_uid: string;
  calendar_sequence: number;
  deadline_at: Date | null;
  c_id: string;
  c_first: string;
  c_last: string;
  c_email: string | null;
  c_phone: string | null;
  c_language: string;
  u_id: string;
  u_first: string;
  u_last: string;
  u_email: string;
  u_phone: string | null;
  u_language: string;
  quiet_start: string | null;
  quiet_end: string | null;
  prefs: Record<string, AlertChannel> | null;
  a_id: string;
  a_name: string;
  a_color: string | null;
  a_country: string;
  a_tz: string;
  a_phone: string | null;
  a_email: string | null;
  request_time: string;
  visitor_quiet_start: string;
  visitor_quiet_end: string;
  reminder_lead: number;
  deadline: number;
  release: boolean;
  a_street: string | null;
  a_postal: string | null;
  a_city: string | null;
  a_card: string | null;
  a_ipi: string | null;
  a_sender: string | null;
  l_id: string;
  reference: string;
  title: Record<string, string | undefined>;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  street_alt: string | null;
  city_alt: string | null;
  transaction: 'rent' | 'sale';
  /** What the visitor answered before the visit, and the prequalification verdict on their request. */
  answers: Record<string, unknown>;
  c_verdict: 'book' | 'wait' | 'decline' | null;
  c_reasons: { rule: string; values?: Record<string, string | number> }[] | null;
  c_overridden: boolean;
}

// The candidate as this booking gave their details: a public booking never overwrites the candidate's own
// (anyone can type an e-mail), so the phone and language of the visit are the ones to write to. A phone
// of '' on the visit says its booking gave none: none is used, not one the candidate gave another time.
const CONTEXT = `
  SELECT v.id, v.status, v.starts_at, v.ends_at, v.cancelled_by, v.cancelled_why, v.rescheduled_from, v.interested,
         v.calendar_uid, v.calendar_sequence,
         (SELECT d.due_at FROM visit_reminders d WHERE d.visit_id = v.id AND d.kind = 'deadline') AS deadline_at,
         c.id AS c_id, COALESCE(v.contact_first_name, c.first_name) AS c_first,
         COALESCE(v.contact_last_name, c.last_name) AS c_last, c.email AS c_email,
         NULLIF(COALESCE(v.contact_phone, c.phone), '') AS c_phone, COALESCE(v.contact_language, c.language) AS c_language,
         u.id AS u_id, u.first_name AS u_first, u.last_name AS u_last, u.email AS u_email, u.phone AS u_phone,
         u.language AS u_language, to_char(u.quiet_hours_start, 'HH24:MI') AS quiet_start,
         to_char(u.quiet_hours_end, 'HH24:MI') AS quiet_end,
         (SELECT jsonb_object_agg(p.alert, p.channel) FROM notification_preferences p WHERE p.user_id = u.id) AS prefs,
         a.id AS a_id, a.name AS a_name, a.brand_color AS a_color, a.country AS a_country, a.time_zone AS a_tz,
         a.phone AS a_phone, a.email AS a_email, to_char(a.confirmation_request_time, 'HH24:MI') AS request_time,
         to_char(a.visitor_quiet_start, 'HH24:MI') AS visitor_quiet_start,
         to_char(a.visitor_quiet_end, 'HH24:MI') AS visitor_quiet_end,
         a.reminder_lead_minutes AS reminder_lead, a.confirmation_deadline_minutes AS deadline,
         a.release_unconfirmed AS release, a.street AS a_street, a.postal_code AS a_postal, a.city AS a_city,
         a.professional_card_number AS a_card, a.ipi_number AS a_ipi, a.sms_sender AS a_sender,
         l.id AS l_id, l.reference, l.title, l.street, l.postal_code, l.city, l.street_alt, l.city_alt,
         l.transaction, v.answers, c.verdict AS c_verdict, c.verdict_reasons AS c_reasons,
         c.verdict_overridden_by IS NOT NULL AS c_overridden
    FROM visits v
    JOIN candidates c ON c.id = v.candidate_id
    JOIN users u ON u.id = v.agent_id
    JOIN agencies a ON a.id = v.agency_id
    JOIN listings l ON l.id = v.listing_id
   WHERE v.id = ANY($1::uuid[])`;

export async function visitContextRows(manager: Queryable, visitIds: string[]): Promise<VisitContextRow[]> {
  return manager.query<VisitContextRow[]>(CONTEXT, [visitIds]);
}

// Seven tables joined: planning it took longer than running it, so it is planned once per connection.
const LOCK_PENDING_REMINDERS = prepared(
  'lock-pending-reminders',
  `WITH pending AS (
     SELECT visit_id FROM visit_reminders WHERE visit_id = ANY($1::uuid[]) AND kind = $2 AND done_at IS NULL
      ORDER BY visit_id FOR UPDATE)
   SELECT pending.visit_id AS pending_id, s.code AS short_code, context.*
     FROM pending
     LEFT JOIN (${CONTEXT}) context ON context.id = pending.visit_id
     LEFT JOIN short_links s ON s.visit_id = pending.visit_id`,
);

/** A pending reminder of the batch, locked, with its visit's context (all null when the visit is gone). */
export type PendingReminderRow = Partial<VisitContextRow> & { pending_id: string; short_code: string | null };

/**
 * The reminders of `kind` still pending among these visits, their rows locked (in visit order, so two
 * batches never wait on each other in a circle), with each visit's context and short code.
 */
export async function lockPendingReminderRows(
  manager: Queryable,
  visitIds: string[],
  kind: ReminderKind,
): Promise<PendingReminderRow[]> {
  return manager.query<PendingReminderRow[]>(LOCK_PENDING_REMINDERS, [visitIds, kind]);
}
