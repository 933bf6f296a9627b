import {
  INTEREST_DELAY_MINUTES,
  MIN_TIME_TO_CONFIRM_MINUTES,
  WITHDRAWN_VISIT_STATUSES,
  type ReminderKind,
} from '@creneau/contracts';
import { prepared } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { PendingReminder } from './reminder-jobs';

/**
 * When each reminder of a live visit falls, from its agency's policy, for a visit planned at $2:
 * - the request to confirm the evening before at the policy's local time (the agency's zone, so across a
 *   change of clocks too), at once when that moment has passed;
 * - the deadline, only when the candidate has had $3 minutes to answer (else nobody can be blamed for silence);
 * - the reminder shortly before, unless the booking itself is that close;
 * - the interest question $4 minutes after the visit.
 * Written in the statement that stores them, so a batch of bookings is planned in one round trip and no
 * visit crosses the wire (bench P5). Rows already planned are kept: the no-op update on a conflict makes
 * RETURNING give them too when still pending, and the done ones not at all.
 *
 * Only visits still live get any: they are locked FOR SHARE in the same statement, so a cancellation
 * either waits for these rows (and its CancelVisitReminders, which runs after it commits, deletes them)
 * or commits first (and nothing is written). A move cancels the old visit without an event of its own:
 * the old visit's pending rows are deleted here, and its id comes back in a row with no kind, for its jobs.
 */
const PLAN_VISITS = prepared(
  'plan-visits',
  `WITH live AS (
     SELECT v.id, v.starts_at, v.ends_at,
            greatest((((v.starts_at AT TIME ZONE a.time_zone)::date - 1) + a.confirmation_request_time)
                       AT TIME ZONE a.time_zone, $2::timestamptz) AS request_at,
            v.starts_at - make_interval(mins => a.confirmation_deadline_minutes) AS deadline_at,
            v.starts_at - make_interval(mins => a.reminder_lead_minutes) AS reminder_at
       FROM visits v JOIN agencies a ON a.id = v.agency_id
      WHERE v.id = ANY($1::uuid[]) AND v.status IN ('booked', 'confirmed')
        FOR SHARE OF v),
   moved AS (
     SELECT old.id FROM visits v JOIN visits old ON old.id = v.rescheduled_from
      WHERE v.id = ANY($1::uuid[]) AND old.status = ANY($5::text[])),
   dropped AS (
     DELETE FROM visit_reminders r USING moved WHERE r.visit_id = moved.id AND r.done_at IS NULL),
   planned AS (
     INSERT INTO visit_reminders (visit_id, kind, due_at)
     SELECT live.id, plan.kind, plan.due_at
       FROM live CROSS JOIN LATERAL (VALUES
         ('confirmation_request', live.request_at),
         ('deadline', CASE WHEN live.deadline_at >= live.request_at + make_interval(mins => $3) THEN live.deadline_at END),
         ('reminder', CASE WHEN live.reminder_at > live.request_at THEN live.reminder_at END),
         ('interest', live.ends_at + make_interval(mins => $4))) AS plan (kind, due_at)
      WHERE plan.due_at IS NOT NULL
     ON CONFLICT (visit_id, kind) DO UPDATE SET due_at = visit_reminders.due_at
      WHERE visit_reminders.done_at IS NULL
     RETURNING visit_id, kind, due_at)
   SELECT visit_id, kind, due_at FROM planned
   UNION ALL SELECT id, NULL, NULL FROM moved`,
);

export interface VisitPlans {
  /** Every pending reminder of the live visits, planned now or before: the delayed jobs to add. */
  pending: PendingReminder[];
  /** Visits these ones were moved from: their pending rows are gone, their jobs go next. */
  movedFrom: string[];
}

/** Plans the reminders of these visits (a plan is made once), as of `now`, in one statement. */
export async function planVisits(
  queryable: Pick<EntityManager, 'query'>,
  visitIds: readonly string[],
  now = new Date(),
): Promise<VisitPlans> {
  if (visitIds.length === 0) return { pending: [], movedFrom: [] };
  const rows = await queryable.query<{ visit_id: string; kind: ReminderKind | null; due_at: Date | null }[]>(
    PLAN_VISITS,
    [visitIds, now, MIN_TIME_TO_CONFIRM_MINUTES, INTEREST_DELAY_MINUTES, WITHDRAWN_VISIT_STATUSES],
  );
  const plans: VisitPlans = { pending: [], movedFrom: [] };
  for (const row of rows) {
    if (row.kind === null) plans.movedFrom.push(row.visit_id);
    else plans.pending.push({ visitId: row.visit_id, kind: row.kind, dueAt: row.due_at as Date });
  }
  return plans;
}
