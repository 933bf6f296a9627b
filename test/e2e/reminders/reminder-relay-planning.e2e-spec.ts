import { QUEUE_NAMES, REMINDER_KINDS, reminderJobId } from '@creneau/contracts';
import { JobProducer, OutboxRelay, publishEvent, type JobRequest } from '@creneau/server';
import { Queue } from 'bullmq';
import type { Pool } from 'pg';
import { relayHarness } from '../../support/relay-harness';
import { uniqueSuffix } from '../../support/test-env';
import type { PinoLogger } from 'nestjs-pino';
import { ReminderJobs } from '../../../workers/src/reminders/reminder-jobs';
import { ScheduleRemindersInline } from '../../../workers/src/reminders/schedule-reminders.inline';
import { CloseTakenSlotOffersInline } from '../../../workers/src/candidates/close-taken-slot-offers.inline';
import { VisitReminderScheduler } from '../../../workers/src/reminders/visit-reminder-scheduler';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Records, as each job is added, whether its visit's reminder rows were already committed (read from outside). */
class CommittedRowsAtAdd extends JobProducer {
  seen: { name: string; delay: number; rowsCommitted: number }[] = [];

  constructor(
    queues: ReadonlyMap<(typeof QUEUE_NAMES)[number], Queue>,
    private readonly pool: Pool,
  ) {
    super(queues);
  }

  override async addBulk(jobs: readonly JobRequest[]): Promise<void> {
    for (const job of jobs) {
      const { rows } = await this.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM visit_reminders WHERE visit_id = $1',
        [(job.data as { visitId?: string }).visitId],
      );
      this.seen.push({ name: job.name, delay: job.opts?.delay ?? 0, rowsCommitted: rows[0].n });
    }
    await super.addBulk(jobs);
  }
}

describe("the relay's own planning of a booking's reminders", () => {
  const harness = relayHarness(8);
  const { queues } = harness;

  /**
   * A visit starting in two hours, booked two days ago (its plan was lost and is made now): its
   * confirmation request, due the evening before, is due at once.
   */
  async function visitSoon(): Promise<string> {
    const tag = uniqueSuffix();
    const {
      rows: [visit],
    } = await harness.db.pool.query<{ id: string }>(
      `WITH agency AS (INSERT INTO agencies (name, slug, country, time_zone)
                       VALUES ('Relais ' || $1, 'relais-' || $1, 'FR', 'Europe/Paris') RETURNING id),
            agent AS (INSERT INTO users (auth_type, agency_id, role, email, password_hash, first_name, last_name)
                      SELECT 'realtor', id, 'agent', 'agent-' || $1 || '@relay.test', 'x', 'Claire', 'Relais' FROM agency
                      RETURNING id, agency_id),
            listing AS (INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status)
                        SELECT agency_id, id, 'R-' || $1, 'rent', 'apartment', 'active' FROM agent RETURNING id, agency_id, agent_id),
            candidate AS (INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
                          SELECT agency_id, 'c-' || $1 || '@relay.test', 'Camille', 'Relais', '+33612345678', 'fr' FROM listing
                          RETURNING id),
            slot AS (INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
                     SELECT agency_id, agent_id, id, date_trunc('minute', now()) + interval '2 hours',
                            date_trunc('minute', now()) + interval '150 minutes', date_trunc('minute', now()) + interval '150 minutes', 1, 1
                       FROM listing RETURNING id, agency_id, agent_id, listing_id, starts_at, ends_at)
       INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source, created_at)
       SELECT slot.agency_id, slot.id, slot.agent_id, slot.listing_id, candidate.id, slot.starts_at, slot.ends_at, 'public',
              now() - interval '2 days'
         FROM slot, candidate RETURNING visits.id`,
      [tag],
    );
    return visit.id;
  }

  /** The workers' relay: it plans a batch's reminders itself (ScheduleRemindersInline), through `producer`. */
  function planningRelay(producer: JobProducer): OutboxRelay {
    const logger = silent as unknown as PinoLogger;
    const jobs = new ReminderJobs(producer, logger);
    const inline = new ScheduleRemindersInline(new VisitReminderScheduler(harness.dataSource, jobs, logger), jobs);
    const offers = new CloseTakenSlotOffersInline(harness.dataSource);
    return new OutboxRelay(harness.dataSource, producer, silent, {
      databaseUrl: harness.db.url,
      inline: [inline, offers],
    });
  }

  it('commits the plan before a single reminder job exists, so one due at once finds its row', async () => {
    const visitId = await visitSoon();
    await harness.dataSource.transaction((manager) => publishEvent(manager, 'visit.booked', { visitId }));
    const producer = new CommittedRowsAtAdd(queues, harness.db.pool);
    const relay = planningRelay(producer);

    expect(await relay.drain()).toBe(1);

    // The booking's other jobs (its notice, the waiting list's offers of that start) are no reminders.
    const reminders = producer.seen.filter((job) => !['NotifyVisitBooked', 'CloseTakenSlotOffers'].includes(job.name));
    const planned = await harness.db.pool.query('SELECT kind FROM visit_reminders WHERE visit_id = $1', [visitId]);
    // Two hours ahead: the confirmation request and the deadline (3 h before) are due at once, the
    // interest question after the visit (the reminder, 2 h before, is now or, at night, in the morning).
    expect(reminders.map((job) => job.name)).toEqual(
      expect.arrayContaining(['AskVisitInterest', 'CheckVisitConfirmation', 'RequestVisitConfirmation']),
    );
    expect(planned.rowCount).toBe(reminders.length);
    expect(reminders.find((job) => job.name === 'RequestVisitConfirmation')?.delay).toBe(0);
    for (const job of reminders) expect(job.rowsCommitted).toBe(planned.rowCount);
  });

  it('adds CloseTakenSlotOffers only for a booking of a start still offered to the waiting list', async () => {
    const [plain, offered] = [await visitSoon(), await visitSoon()];
    // A slot of the second visit's start was offered to a waiting candidate of its listing, still open.
    await harness.db.pool.query(
      `INSERT INTO waiting_list_offers (agency_id, listing_id, candidate_id, freed_visit_id, starts_at, token)
       SELECT agency_id, listing_id, candidate_id, id, starts_at, 'offer-' || id FROM visits WHERE id = $1`,
      [offered],
    );
    await harness.dataSource.transaction(async (manager) => {
      for (const visitId of [plain, offered]) await publishEvent(manager, 'visit.booked', { visitId });
    });
    const producer = new CommittedRowsAtAdd(queues, harness.db.pool);

    expect(await planningRelay(producer).drain()).toBe(2);

    const closing = producer.seen.filter((job) => job.name === 'CloseTakenSlotOffers');
    expect(closing).toHaveLength(1);
    const job = await queues.get('notifications')!.getJob(`visit-${offered}-close-taken-offers`);
    expect(job?.data).toEqual({ visitId: offered });
  });

  it('withdraws the jobs of a visit cancelled between the plan and the enqueue, whose cancellation job already ran', async () => {
    const visitId = await visitSoon();
    await harness.dataSource.transaction((manager) => publishEvent(manager, 'visit.booked', { visitId }));
    // Just before the batch's jobs go in: the visit is cancelled and its CancelVisitReminders deletes the
    // rows, finding no job to remove yet.
    class CancelledBeforeAdd extends JobProducer {
      override async addBulk(jobs: readonly JobRequest[]): Promise<void> {
        await harness.db.pool.query(`UPDATE visits SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
          visitId,
        ]);
        await harness.db.pool.query('DELETE FROM visit_reminders WHERE visit_id = $1', [visitId]);
        await super.addBulk(jobs);
      }
    }
    const producer = new CancelledBeforeAdd(queues);
    const relay = planningRelay(producer);

    expect(await relay.drain()).toBe(1);

    const reminders = queues.get('reminders')!;
    const states = await Promise.all(REMINDER_KINDS.map((kind) => reminders.getJobState(reminderJobId(visitId, kind))));
    expect(states).toEqual(REMINDER_KINDS.map(() => 'unknown'));
  });
});
