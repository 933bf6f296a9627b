import { planReminders, type ReminderKind, type ReminderPolicy } from '@creneau/contracts';
import { prepared } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { PendingReminder } from './reminder-jobs';

export interface PlannableVisit {
  visitId: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  policy: ReminderPolicy;
}

const PLAN_VISITS = prepared(
  'plan-visits',
  `WITH live AS (
     SELECT id FROM visits WHERE id = ANY($1::uuid[]) AND status IN ('booked', 'confirmed') FOR SHARE)
   INSERT INTO visit_reminders (visit_id, kind, due_at)
   SELECT plan.* FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS plan (visit_id, kind, due_at)
     JOIN live ON live.id = plan.visit_id
   ON CONFLICT (visit_id, kind) DO UPDATE SET due_at = visit_reminders.due_at
    WHERE visit_reminders.done_at IS NULL
   RETURNING visit_id, kind, due_at`,
);

/**
 * Writes the reminders of these visits (existing rows are kept: a plan is made once) and returns
 * every pending reminder of them, for the delayed jobs. One statement: the no-op update on a conflict
 * makes RETURNING give the rows already planned and still pending too, and the done ones not at all.
 *
 * Only visits still live when the rows are written get any: the visit rows are locked FOR SHARE in the
 * same statement, so a cancellation either waits for these rows (and its CancelVisitReminders, which
 * runs after it commits, deletes them) or commits first (and nothing is written).
 */
export async function planVisits(
  queryable: Pick<EntityManager, 'query'>,
  visits: readonly PlannableVisit[],
  now = new Date(),
): Promise<PendingReminder[]> {
  if (visits.length === 0) return [];
  const rows = visits.flatMap((visit) =>
    planReminders(visit, visit.policy, visit.timeZone, now).map((reminder) => ({
      visitId: visit.visitId,
      kind: reminder.kind,
      dueAt: reminder.dueAt,
    })),
  );
  const pending = await queryable.query<{ visit_id: string; kind: ReminderKind; due_at: Date }[]>(PLAN_VISITS, [
    rows.map((row) => row.visitId),
    rows.map((row) => row.kind),
    rows.map((row) => row.dueAt),
  ]);
  return pending.map((row) => ({ visitId: row.visit_id, kind: row.kind, dueAt: row.due_at }));
}

/** The SQL that reads what planVisits needs, for any set of visits. */
export const PLANNABLE_VISITS = `
  SELECT v.id AS "visitId", v.starts_at AS "startsAt", v.ends_at AS "endsAt", a.time_zone AS "timeZone",
         json_build_object('confirmationRequestTime', to_char(a.confirmation_request_time, 'HH24:MI'),
                           'reminderLeadMinutes', a.reminder_lead_minutes,
                           'confirmationDeadlineMinutes', a.confirmation_deadline_minutes) AS policy
    FROM visits v JOIN agencies a ON a.id = v.agency_id`;
