// P8's shared set-up: DUE reminders due at the same instant, and how to time them until sent.
import { DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { withTimeout } from './timer.mjs';
import { insertBookedVisits, quietHoursAwayFromNow } from './visits.mjs';

export const DUE = 2_000;
// An evening's requests come from many agencies, each well within its daily SMS quota.
const PER_AGENCY = 100;
// Long enough for every job to be added and the workers to be waiting before they fall due.
const LEAD_MS = 3_000;
const BUDGET_MS = LEAD_MS + 180_000;

/** Adds one delayed job per visit, all due at the same instant; resolves with that instant (epoch ms). */
export async function addDueTogether(ctx, queue, visitIds) {
  const dueAt = Date.now() + LEAD_MS;
  const jobs = visitIds.map((visitId) => ({
    name: 'RequestVisitConfirmation',
    data: { visitId },
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: `visit-${visitId}-reminder-confirmation_request`, delay: LEAD_MS },
  }));
  for (let i = 0; i < jobs.length; i += ctx.config.BENCH_BATCH)
    await queue.addBulk(jobs.slice(i, i + ctx.config.BENCH_BATCH));
  return dueAt;
}

/** Resolves with the epoch ms at which each of `count` jobs of the worker completed, keyed by job data. */
export function completions(worker, count, keyOf) {
  const at = new Map();
  const done = new Promise((resolve, reject) => {
    worker.on('completed', (job) => {
      at.set(keyOf(job), Date.now());
      if (at.size === count) resolve(at);
    });
    worker.on('failed', (_job, error) => reject(error));
  });
  return withTimeout(done, BUDGET_MS, `${count} jobs of ${worker.name}`).catch((error) => {
    error.message += ` (${at.size} done)`;
    throw error;
  });
}

/** When each reminder was sent: the later of its two messages (e-mail and SMS), by visit. */
export async function sentByVisit(dataSource, sentAt) {
  const rows = await dataSource.query(`SELECT id, visit_id AS "visitId" FROM messages WHERE id = ANY($1::uuid[])`, [
    [...sentAt.keys()],
  ]);
  const byVisit = new Map();
  for (const { id, visitId } of rows) byVisit.set(visitId, Math.max(byVisit.get(visitId) ?? 0, sentAt.get(id)));
  return byVisit;
}

/**
 * DUE visits booked for tomorrow across agencies of PER_AGENCY, each with its confirmation request due and
 * the short link its booking messages made; the agencies' visitor quiet hours set away from now, as they
 * are at 18:00 (at night the SMS would rightly give way to e-mail and the run would measure something else).
 */
export async function dueVisits(dataSource) {
  const visitIds = [];
  for (let i = 0; i < DUE / PER_AGENCY; i += 1)
    visitIds.push(
      ...(await insertBookedVisits(dataSource, PER_AGENCY, { agencyFields: quietHoursAwayFromNow() })).visitIds,
    );
  await dataSource.query(
    `INSERT INTO visit_reminders (visit_id, kind, due_at) SELECT unnest($1::uuid[]), 'confirmation_request', now()`,
    [visitIds],
  );
  await dataSource.query(
    `INSERT INTO short_links (code, visit_id) SELECT substr(md5(v::text), 1, 10), v FROM unnest($1::uuid[]) v`,
    [visitIds],
  );
  await dataSource.query('TRUNCATE outbox');
  return visitIds;
}
