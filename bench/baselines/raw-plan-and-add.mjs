// P5's floor: what any relay that plans reminders in Postgres must at least do per batch of visit.booked
// rows, written by hand over pg and BullMQ with no product code. Take the batch (FOR UPDATE SKIP LOCKED),
// write each visit's four reminder rows (due times computed in the same statement), add their four
// delayed jobs under deterministic ids and the booking's notification job in one addBulk per queue, mark
// the batch relayed, commit; three lanes, as the relay runs, and named statements. When this floor is
// below P5's target on a machine, no relay that keeps reminders in Postgres can meet it there.
import pg from 'pg';
import { eventJobId, reminderJobId } from '@creneau/contracts';
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { now } from '../lib/timer.mjs';
import { bookedVisitsToRelay } from '../lib/visits.mjs';

const LANES = 3;
const JOB_NAMES = {
  confirmation_request: 'RequestVisitConfirmation',
  reminder: 'RemindVisit',
  deadline: 'CheckVisitConfirmation',
  interest: 'AskVisitInterest',
};

const TAKE = {
  name: 'floor-take',
  text: 'SELECT id, payload FROM outbox WHERE relayed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED',
};
// The request the evening before (a fixed 16 h before, here), the deadline, the reminder, the interest after.
const PLAN = {
  name: 'floor-plan',
  text: `INSERT INTO visit_reminders (visit_id, kind, due_at)
         SELECT v.id, k.kind, v.starts_at - k.before
           FROM visits v, (VALUES ('confirmation_request', interval '16 hours'), ('deadline', interval '3 hours'),
                                  ('reminder', interval '2 hours'), ('interest', interval '-150 minutes')) AS k(kind, before)
          WHERE v.id = ANY($1::uuid[]) AND v.status IN ('booked', 'confirmed')
         ON CONFLICT (visit_id, kind) DO UPDATE SET due_at = visit_reminders.due_at WHERE visit_reminders.done_at IS NULL
         RETURNING visit_id, kind, due_at`,
};
const MARK = { name: 'floor-mark', text: 'UPDATE outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])' };

const job = (name, visitId, opts) => ({ name, data: { visitId }, opts: { ...DEFAULT_JOB_OPTIONS, ...opts } });

async function relayBatch(pool, queues, batchSize) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query({ ...TAKE, values: [batchSize] });
    if (rows.length > 0) {
      const visitIds = rows.map((row) => row.payload.visitId);
      const { rows: planned } = await pool.query({ ...PLAN, values: [visitIds] });
      const at = Date.now();
      await Promise.all([
        queues.reminders.addBulk(
          planned.map((r) =>
            job(JOB_NAMES[r.kind], r.visit_id, {
              jobId: reminderJobId(r.visit_id, r.kind),
              delay: r.due_at.getTime() - at,
            }),
          ),
        ),
        // The booking's messages, one job under the event's id, as the relay names it.
        queues.notifications.addBulk(
          rows.map((row) =>
            job('NotifyVisitBooked', row.payload.visitId, { jobId: eventJobId(row.id, 'NotifyVisitBooked') }),
          ),
        ),
      ]);
      await client.query({ ...MARK, values: [rows.map((row) => row.id)] });
    }
    await client.query('COMMIT');
    return rows.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Relays the visit.booked rows of BENCH_JOBS / 4 booked visits, as P5's product does; reminders per second. */
export async function trial(ctx) {
  const batchSize = ctx.config.BENCH_BATCH;
  const visitIds = await bookedVisitsToRelay(await ctx.dataSource(), Math.ceil(ctx.config.BENCH_JOBS / 4));
  const pool = new pg.Pool({ connectionString: ctx.database.url, max: 2 * LANES });
  try {
    return await ctx.redis.withScope(async (scope) => {
      const queues = { reminders: await scope.queue('reminders'), notifications: await scope.queue('notifications') };
      let empty = false;
      const lane = async () => {
        while (!empty) if ((await relayBatch(pool, queues, batchSize)) < batchSize) empty = true;
      };
      const started = now();
      await Promise.all(Array.from({ length: LANES }, lane));
      const elapsed = now() - started;
      const reminders = await queues.reminders.getDelayedCount();
      if (reminders !== visitIds.length * 4)
        throw new Error(`${reminders} reminder jobs for ${visitIds.length} visits`);
      return { throughput: reminders / (elapsed / 1000) };
    });
  } finally {
    await pool.end();
  }
}
