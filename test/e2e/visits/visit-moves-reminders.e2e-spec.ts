import { reminderJobId, type JobName, type ReminderKind } from '@creneau/contracts';
import { signIn, type SignedIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing, bookPublic, contact, offeredSlots } from './visit-fixtures';

/** Far enough that every reminder of the visit is still to come, whatever the hour of the run. */
const DAYS_AHEAD = 3;

describe("reminders of moved and agent-confirmed visits (the workers' live checks)", () => {
  let stack: Stack;
  let realtor: SignedIn;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    const bookable = await agentWithListing(stack.db.pool);
    listingId = bookable.listingId;
    realtor = await signIn(stack.baseUrl, bookable.agent);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const job = (visitId: string, kind: ReminderKind) => stack.queue('reminders').getJob(reminderJobId(visitId, kind));
  const pendingReminders = async (visitId: string) =>
    (
      await stack.db.pool.query(
        `SELECT count(*)::int AS n FROM visit_reminders WHERE visit_id = $1 AND done_at IS NULL`,
        [visitId],
      )
    ).rows[0].n as number;
  const messages = async (visitId: string, purpose: string) =>
    (await stack.db.pool.query(`SELECT channel FROM messages WHERE visit_id = $1 AND purpose = $2`, [visitId, purpose]))
      .rows;
  const outcomes = async (visitId: string) =>
    Object.fromEntries(
      (
        await stack.db.pool.query<{ kind: string; outcome: string }>(
          `SELECT kind, outcome FROM visit_reminders WHERE visit_id = $1 AND outcome IS NOT NULL`,
          [visitId],
        )
      ).rows.map((row) => [row.kind, row.outcome]),
    );
  /** Runs a reminder command now, as its delayed job would, and waits until it is done. */
  async function runNow(name: JobName, visitId: string): Promise<void> {
    const added = await stack.queue('reminders').add(name, { visitId });
    await waitFor(async () => (await added.getState()) === 'completed', `${name} to run`);
  }

  async function bookedWithReminders(name: string, slotIndex: number): Promise<string> {
    const slot = (await offeredSlots(stack.baseUrl, listingId, DAYS_AHEAD))[slotIndex];
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact(name) },
      `moves-${name}-${slotIndex}`,
    ).expect(201);
    await waitFor(async () => (await job(booked.body.id, 'interest')) !== undefined, 'reminder jobs');
    return booked.body.id as string;
  }

  it("drops the moved visit's reminders, plans the new one's, and sends nothing for the old one", async () => {
    const oldId = await bookedWithReminders('Moved', 0);
    const target = (await offeredSlots(stack.baseUrl, listingId, DAYS_AHEAD))[4];

    const moved = await realtor.agent
      .post(`/api/visits/${oldId}/reschedule`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ startsAt: target.startsAt })
      .expect(201);

    await waitFor(async () => (await job(moved.body.id, 'interest')) !== undefined, "the new visit's reminders");
    await waitFor(async () => (await job(oldId, 'interest')) === undefined, "the old visit's jobs removed");
    expect(await pendingReminders(oldId)).toBe(0);
    expect(await pendingReminders(moved.body.id)).toBeGreaterThan(0);
    // A reminder of the old visit still due (as if it fired before the move was relayed) finds it
    // rescheduled: it records why and sends nothing.
    await stack.db.pool.query(
      `INSERT INTO visit_reminders (visit_id, kind, due_at) VALUES ($1, 'confirmation_request', now()), ($1, 'reminder', now())`,
      [oldId],
    );
    await runNow('RequestVisitConfirmation', oldId);
    await runNow('RemindVisit', oldId);
    expect(await outcomes(oldId)).toEqual({
      confirmation_request: 'skipped_rescheduled',
      reminder: 'skipped_rescheduled',
    });
    expect(await messages(oldId, 'visit_confirmation_request')).toEqual([]);
    expect(await messages(oldId, 'visit_reminder')).toEqual([]);
  });

  it('asks nothing more of a visit the agent confirmed for the candidate, and raises no unconfirmed alert', async () => {
    const visitId = await bookedWithReminders('Phoned', 8);

    await realtor.agent.post(`/api/visits/${visitId}/confirm`).set('X-CSRF-Token', realtor.csrf).send({}).expect(200);
    await stack.db.pool.query(`UPDATE visit_reminders SET due_at = now() WHERE visit_id = $1`, [visitId]);
    await runNow('RequestVisitConfirmation', visitId);
    await runNow('CheckVisitConfirmation', visitId);

    expect(await outcomes(visitId)).toMatchObject({ confirmation_request: 'already_confirmed', deadline: 'confirmed' });
    expect(await messages(visitId, 'visit_confirmation_request')).toEqual([]);
    expect(await messages(visitId, 'visit_unconfirmed_agent')).toEqual([]);
  });
});
