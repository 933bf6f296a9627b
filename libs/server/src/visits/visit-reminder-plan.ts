import {
  INTEREST_DELAY_MINUTES,
  MIN_TIME_TO_CONFIRM_MINUTES,
  WITHDRAWN_VISIT_STATUSES,
  type ReminderKind,
} from '@creneau/contracts';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

/** A reminder row still to send, as the planner answers it. */
export interface PlannedReminder {
  visitId: string;
  kind: ReminderKind;
  dueAt: Date;
}

/**
 * The instant `t` (SQL), moved out of the visitor's quiet hours to the end of that window: the agency's own
 * (agencies.visitor_quiet_start/end, 21:00-08:00 unless it chose another), on the zone's clock, running across
 * midnight or not. No SMS goes to a visitor in it unless it answers what they just did.
 */
function waking(t: string): string {
  const local = `((${t}) AT TIME ZONE live.time_zone)`;
  const quiet = `CASE WHEN live.quiet_start < live.quiet_end
                      THEN ${local}::time >= live.quiet_start AND ${local}::time < live.quiet_end
                      ELSE ${local}::time >= live.quiet_start OR ${local}::time < live.quiet_end END`;
  return `CASE WHEN NOT (${quiet}) THEN (${t})
               WHEN ${local}::time < live.quiet_end
               THEN (${local}::date + live.quiet_end) AT TIME ZONE live.time_zone
               ELSE ((${local}::date + 1) + live.quiet_end) AT TIME ZONE live.time_zone END`;
}

/**
 * When each reminder of a live visit falls, from its agency's policy, for a visit planned at $2, every
 * SMS to the visitor in waking hours of the agency's zone (the visitor's, for a local visit; out of the
 * agency's quiet window, 21:00-08:00 unless it chose another), computed on the zone's clock so across a change of clocks too:
 * - the request to confirm the evening before at the policy's local time; none for a visit booked after
 *   that moment (its created_at, so a second plan decides the same) (the booking's own confirmation has just told them everything: no "will you come?"
 *   seconds after booking);
 * - with automatic release, a second request (the nudge) two hours before the deadline, in waking hours,
 *   at least two hours after the first; the deadline then comes $3 minutes after the nudge at the
 *   earliest, so a 09:00 visit is never released at 06:00 after a single evening SMS;
 * - the deadline, only when the candidate has had $3 minutes to answer (else nobody can be blamed for
 *   silence), and before the visit; when it releases, in waking hours too;
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
 *
 * Each step is MATERIALIZED: inlined, the planner pasted every column's expression into the next one's,
 * and waking() names its instant five times, so the deadline's expression held the nudge's, which held
 * waking() of waking()… evaluated per row (500 visits: 350 ms; materialized, 48 ms; bench P5 0.3 → 1.0×).
 */
const PLAN_VISITS = prepared(
  'plan-visits',
  `WITH live AS MATERIALIZED (
     SELECT v.id, v.starts_at, v.ends_at, least(v.created_at, $2::timestamptz) AS created_at, a.time_zone, a.release_unconfirmed AS release,
            a.visitor_quiet_start AS quiet_start, a.visitor_quiet_end AS quiet_end,
            (((v.starts_at AT TIME ZONE a.time_zone)::date - 1) + a.confirmation_request_time)
              AT TIME ZONE a.time_zone AS evening,
            v.starts_at - make_interval(mins => a.confirmation_deadline_minutes) AS deadline_at,
            v.starts_at - make_interval(mins => a.reminder_lead_minutes) AS reminder_at
       FROM visits v JOIN agencies a ON a.id = v.agency_id
      WHERE v.id = ANY($1::uuid[]) AND v.status IN ('booked', 'confirmed')
        FOR SHARE OF v),
   asked AS MATERIALIZED (
     SELECT live.*,
            CASE WHEN live.evening > live.created_at THEN ${waking('live.evening')} END AS request_at,
            ${waking("live.deadline_at - interval '2 hours'")} AS nudge_wanted
       FROM live),
   nudged AS MATERIALIZED (
     SELECT asked.*,
            CASE WHEN asked.release AND asked.nudge_wanted >= asked.request_at + interval '2 hours'
                      AND asked.nudge_wanted + make_interval(mins => $3) < asked.starts_at
                 THEN asked.nudge_wanted END AS nudge_at
       FROM asked),
   timed AS MATERIALIZED (
     SELECT nudged.*,
            CASE WHEN nudged.release
                 THEN ${waking('greatest(nudged.deadline_at, nudged.nudge_at + make_interval(mins => $3))').replace(/live\./g, 'nudged.')}
                 ELSE nudged.deadline_at END AS deadline_due,
            ${waking('nudged.reminder_at').replace(/live\./g, 'nudged.')} AS reminder_due
       FROM nudged),
   moved AS (
     SELECT old.id FROM visits v JOIN visits old ON old.id = v.rescheduled_from
      WHERE v.id = ANY($1::uuid[]) AND old.status = ANY($5::text[])),
   dropped AS (
     DELETE FROM visit_reminders r USING moved WHERE r.visit_id = moved.id AND r.done_at IS NULL),
   planned AS (
     INSERT INTO visit_reminders (visit_id, kind, due_at)
     SELECT timed.id, plan.kind, plan.due_at
       FROM timed CROSS JOIN LATERAL (VALUES
         ('confirmation_request', timed.request_at),
         ('confirmation_nudge', timed.nudge_at),
         ('deadline', CASE WHEN timed.deadline_due >= timed.request_at + make_interval(mins => $3)
                            AND timed.deadline_due < timed.starts_at THEN timed.deadline_due END),
         ('reminder', CASE WHEN timed.reminder_due > greatest(timed.request_at, timed.created_at)
                            AND timed.reminder_due < timed.starts_at THEN timed.reminder_due END),
         ('interest', ${waking('timed.ends_at + make_interval(mins => $4)').replace(/live\./g, 'timed.')})) AS plan (kind, due_at)
      WHERE plan.due_at IS NOT NULL
     ON CONFLICT (visit_id, kind) DO UPDATE SET due_at = visit_reminders.due_at
      WHERE visit_reminders.done_at IS NULL
     RETURNING visit_id, kind, due_at)
   SELECT visit_id, kind, due_at FROM planned
   UNION ALL SELECT id, NULL, NULL FROM moved`,
);

export interface VisitPlans {
  /** Every pending reminder of the live visits, planned now or before: the delayed jobs to add. */
  pending: PlannedReminder[];
  /** Visits these ones were moved from: their pending rows are gone, their jobs go next. */
  movedFrom: string[];
}

/** Plans the reminders of these visits (a plan is made once), as of `now`, in one statement. */
export async function planVisits(
  queryable: Queryable,
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
