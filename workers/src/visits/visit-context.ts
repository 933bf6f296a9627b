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
import { lockPendingReminderRows, visitContextRows, type VisitContextRow } from '@creneau/server';
import type { EntityManager } from 'typeorm';

/** What the agent's booking notice says of the visitor's answers and the rules' verdict. */
export interface PrequalificationFacts {
  answers: Record<string, unknown>;
  verdict: 'book' | 'wait' | 'decline' | null;
  reasons: { rule: string; values?: Record<string, string | number> }[];
  overridden: boolean;
}

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
    /** No SMS to the visitor in these local hours unless it answers what they did (the agency's window). */
    visitorQuietHours: { start: string; end: string };
    releaseUnconfirmed: boolean;
    /** What every footer says of who sends (loi Hoguet in France, IPI/BIV in Belgium). */
    legal: { address: string; professionalCard: string | null; ipi: string | null };
    /** The agency's own SMS sender, when it set one: a number or a Twilio Messaging Service. */
    smsSender: string | null;
  };
  /** `place`: postcode and town alone, what an SMS keeps of the address when the whole does not fit. */
  listing: {
    id: string;
    reference: string;
    title: Record<string, string | undefined>;
    address: string;
    place: string;
    transaction: 'rent' | 'sale';
  };
  /** The visitor's answers before the visit and the verdict on their request, for the agent's notice. */
  prequalification: PrequalificationFacts;
}

function joinAddress(street: string | null, postalCode: string | null, city: string | null): string {
  return [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export async function loadVisitContext(manager: EntityManager, visitId: string): Promise<VisitContext | null> {
  const [row] = await visitContextRows(manager, [visitId]);
  return row ? contextOf(row) : null;
}

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
  const rows = await lockPendingReminderRows(manager, visitIds, kind);
  return new Map(
    rows.map((row) => [
      row.pending_id,
      { visit: row.id ? contextOf(row as VisitContextRow) : null, shortCode: row.short_code },
    ]),
  );
}

function contextOf(row: VisitContextRow): VisitContext {
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
      visitorQuietHours: { start: row.visitor_quiet_start, end: row.visitor_quiet_end },
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
      transaction: row.transaction,
    },
    prequalification: {
      answers: row.answers ?? {},
      verdict: row.c_verdict,
      reasons: row.c_reasons ?? [],
      overridden: row.c_overridden,
    },
  };
}
