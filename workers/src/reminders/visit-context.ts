import {
  AGENT_ALERTS,
  DEFAULT_ALERT_CHANNELS,
  type AgentAlert,
  type AlertChannel,
  type PhoneCountry,
  type ReminderKind,
  type ReminderPolicy,
  type VisitCancelledBy,
  type VisitStatus,
} from '@creneau/contracts';
import { prepared } from '@creneau/server';
import type { EntityManager } from 'typeorm';

export interface Person {
  firstName: string;
  lastName: string;
  /** Null for a candidate who gave only a phone (one means of contact of their choice, in Belgium). */
  email: string | null;
  phone: string | null;
  language: string;
}

/** Everything a message about a visit says, read fresh in the transaction that decides it. */
export interface VisitContext {
  id: string;
  status: VisitStatus;
  startsAt: Date;
  endsAt: Date;
  cancelledBy: VisitCancelledBy | null;
  cancelledWhy: string | null;
  rescheduledFrom: string | null;
  interested: boolean | null;
  /** The calendar event's UID (shared with the visits this one replaced) and its change count. */
  calendar: { uid: string; sequence: number };
  /** When its confirmation deadline falls, as planned (null: none): the requests say it. */
  deadlineAt: Date | null;
  candidate: Person & { id: string };
  agent: Person & {
    id: string;
    email: string;
    channels: Record<AgentAlert, AlertChannel>;
    quietHours: { start: string; end: string } | null;
  };
  agency: {
    id: string;
    name: string;
    color: string;
    country: PhoneCountry;
    timeZone: string;
    phone: string | null;
    /** The agency's own address, where an agent's reply about a visit goes; null when it gave none. */
    email: string | null;
    policy: ReminderPolicy;
    releaseUnconfirmed: boolean;
    /** What every footer says of who sends (loi Hoguet in France, IPI/BIV in Belgium). */
    legal: { address: string; professionalCard: string | null; ipi: string | null };
    /** The agency's own SMS sender, when it set one: a number or a Twilio Messaging Service. */
    smsSender: string | null;
  };
  /** `place`: postcode and town alone, what an SMS keeps of the address when the whole does not fit. */
  listing: { id: string; reference: string; title: Record<string, string | undefined>; address: string; place: string };
}

function joinAddress(street: string | null, postalCode: string | null, city: string | null): string {
  return [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

interface Row {
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
         a.reminder_lead_minutes AS reminder_lead, a.confirmation_deadline_minutes AS deadline,
         a.release_unconfirmed AS release, a.street AS a_street, a.postal_code AS a_postal, a.city AS a_city,
         a.professional_card_number AS a_card, a.ipi_number AS a_ipi, a.sms_sender AS a_sender,
         l.id AS l_id, l.reference, l.title, l.street, l.postal_code, l.city, l.street_alt, l.city_alt
    FROM visits v
    JOIN candidates c ON c.id = v.candidate_id
    JOIN users u ON u.id = v.agent_id
    JOIN agencies a ON a.id = v.agency_id
    JOIN listings l ON l.id = v.listing_id
   WHERE v.id = ANY($1::uuid[])`;

export async function loadVisitContext(manager: EntityManager, visitId: string): Promise<VisitContext | null> {
  const [row] = await manager.query<Row[]>(CONTEXT, [[visitId]]);
  return row ? contextOf(row) : null;
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

export interface PendingReminder {
  /** Null when the visit is gone. */
  visit: VisitContext | null;
  /** The visit's short code, null until one is made. */
  shortCode: string | null;
}

/**
 * The reminders of `kind` still pending among these visits, their rows locked (in visit order, so two
 * batches never wait on each other in a circle), with each visit's context and short code: what a batch
 * of reminders reads, in one round trip.
 */
export async function lockPendingReminders(
  manager: EntityManager,
  visitIds: string[],
  kind: ReminderKind,
): Promise<Map<string, PendingReminder>> {
  const rows = await manager.query<(Partial<Row> & { pending_id: string; short_code: string | null })[]>(
    LOCK_PENDING_REMINDERS,
    [visitIds, kind],
  );
  return new Map(
    rows.map((row) => [row.pending_id, { visit: row.id ? contextOf(row as Row) : null, shortCode: row.short_code }]),
  );
}

function contextOf(row: Row): VisitContext {
  const channels = Object.fromEntries(
    AGENT_ALERTS.map((alert) => [alert, row.prefs?.[alert] ?? DEFAULT_ALERT_CHANNELS[alert]]),
  ) as Record<AgentAlert, AlertChannel>;
  return {
    id: row.id,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    cancelledBy: row.cancelled_by,
    cancelledWhy: row.cancelled_why,
    rescheduledFrom: row.rescheduled_from,
    interested: row.interested,
    calendar: { uid: row.calendar_uid, sequence: row.calendar_sequence },
    deadlineAt: row.deadline_at,
    candidate: {
      id: row.c_id,
      firstName: row.c_first,
      lastName: row.c_last,
      email: row.c_email,
      phone: row.c_phone,
      language: row.c_language,
    },
    agent: {
      id: row.u_id,
      firstName: row.u_first,
      lastName: row.u_last,
      email: row.u_email,
      phone: row.u_phone,
      language: row.u_language,
      channels,
      quietHours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    },
    agency: {
      id: row.a_id,
      name: row.a_name,
      color: row.a_color ?? '#1f4e79',
      country: row.a_country === 'BE' ? 'BE' : 'FR',
      timeZone: row.a_tz,
      phone: row.a_phone,
      email: row.a_email,
      policy: {
        confirmationRequestTime: row.request_time,
        reminderLeadMinutes: row.reminder_lead,
        confirmationDeadlineMinutes: row.deadline,
      },
      releaseUnconfirmed: row.release,
      legal: {
        address: joinAddress(row.a_street, row.a_postal, row.a_city),
        professionalCard: row.a_card,
        ipi: row.a_ipi,
      },
      smsSender: row.a_sender,
    },
    listing: {
      id: row.l_id,
      reference: row.reference,
      title: row.title,
      // Brussels: both languages, when the listing has the other one ("Rue de Rollebeek 7, 1000 Bruxelles /
      // Rollebeekstraat 7, 1000 Brussel"); an SMS short of room keeps "1000 Bruxelles/Brussel".
      address: [
        joinAddress(row.street, row.postal_code, row.city),
        row.street_alt || row.city_alt
          ? joinAddress(row.street_alt ?? row.street, row.postal_code, row.city_alt ?? row.city)
          : '',
      ]
        .filter(Boolean)
        .join(' / '),
      place: [row.postal_code, [row.city, row.city_alt].filter(Boolean).join('/')].filter(Boolean).join(' '),
    },
  };
}
