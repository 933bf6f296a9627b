import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { startProcess, waitFor, type RunningProcess } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { uniquePhone, type TwilioPeer } from '../../support/twilio-peer';
import { connect, message, queueTestSms, settled, twilioEnv } from './sms-fixtures';

describe('a worker killed after Twilio accepted the SMS', () => {
  let peer: TwilioPeer;
  let stack: Stack;
  let dataSource: DataSource;
  let notifications: Queue;
  const started: RunningProcess[] = [];

  beforeAll(async () => {
    // A long client timeout: the worker is still waiting for Twilio's answer when it is killed.
    const setup = await twilioEnv({
      TWILIO_TIMEOUT_MS: '60000',
      // Far beyond the hand-over below, so the periodic sweep never gets there first.
      MESSAGES_STUCK_AFTER_S: '600',
      // Short locks: the dead worker's job is handed over in seconds, not a minute.
      WORKER_LOCK_SECONDS: '3',
    });
    peer = setup.peer;
    stack = await startStack({ env: setup.env });
    dataSource = await connect(stack);
    notifications = stack.queue('notifications');
  });

  afterAll(async () => {
    for (const worker of started) await worker.stop();
    await dataSource?.destroy();
    await stack?.stop();
    await peer?.close();
  });

  const liveWorker = () => started.at(-1) ?? stack.workers[0];

  /** Queues an SMS that Twilio takes without answering, and kills the worker waiting for the answer. */
  async function killedMidCall(to: string): Promise<{ id: string; jobId: string }> {
    peer.script(to, { kind: 'accept-then-hang' });
    const id = await queueTestSms(dataSource, { to });
    await waitFor(async () => peer.acceptedFor(to).length === 1, 'Twilio to accept the SMS');
    expect(await liveWorker().stop('SIGKILL')).toBe('SIGKILL');
    const { rows } = await stack.db.pool.query<{ id: string }>(
      `SELECT id FROM outbox WHERE event = 'sms.queued' AND payload->>'messageId' = $1`,
      [id],
    );
    return { id, jobId: `evt-${rows[0].id}-SendSms` };
  }

  it('never sends it twice: the job, run again, fails with outcome unknown, and the callback settles it', async () => {
    const to = uniquePhone();
    const { id, jobId } = await killedMidCall(to);
    started.push(startProcess('workers/dist/main.js', stack.env));

    // BullMQ hands the stalled job to the new worker once the dead one's lock expires (3 s here).
    await waitFor(
      async () => (await notifications.getJobState(jobId)) === 'failed',
      'the stalled SendSms job to run again and fail',
      40_000,
    );

    const job = await notifications.getJob(jobId);
    expect(job?.failedReason).toMatch(/^outcome unknown: the worker stopped while the provider was being called/);
    expect(await message(stack, id)).toMatchObject({ status: 'failed', attempts: 1, provider_id: null });
    expect(peer.requestsFor(to)).toHaveLength(1);

    const [accepted] = peer.acceptedFor(to);
    expect((await peer.callback(accepted, 'delivered')).status).toBe(204);
    expect(await settled(stack, id, 'delivered')).toMatchObject({ provider_id: accepted.sid, error: null });
    expect(peer.acceptedFor(to)).toHaveLength(1);
  }, 90_000);

  it('reports a claim no job comes back for (Redis lost it) as failed, through the periodic sweep', async () => {
    const to = uniquePhone();
    const { id, jobId } = await killedMidCall(to);
    // The job is gone for good once the dead worker's lock expired.
    await waitFor(async () => (await notifications.remove(jobId)) === 1, 'the orphaned job to be removed', 20_000);
    started.push(startProcess('workers/dist/main.js', stack.env));
    // As if the sweep's threshold had passed since the claim.
    await stack.db.pool.query(`UPDATE messages SET updated_at = now() - interval '1 hour' WHERE id = $1`, [id]);

    await stack.queue('maintenance').add('FailStuckMessages', {});

    const failed = await settled(stack, id, 'failed');
    expect(failed.error).toMatch(/^outcome unknown: the worker stopped/);
    expect(peer.requestsFor(to)).toHaveLength(1);
  }, 90_000);
});
