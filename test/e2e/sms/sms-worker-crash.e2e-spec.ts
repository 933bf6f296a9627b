import type { DataSource } from 'typeorm';
import { startProcess, waitFor, type RunningProcess } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { uniquePhone, type TwilioPeer } from '../../support/twilio-peer';
import { connect, message, queueTestSms, settled, twilioEnv } from './sms-fixtures';

describe('a worker killed after Twilio accepted the SMS', () => {
  let peer: TwilioPeer;
  let stack: Stack;
  let dataSource: DataSource;
  let restarted: RunningProcess | undefined;

  beforeAll(async () => {
    // A long client timeout: the worker is still waiting for Twilio's answer when it is killed.
    const setup = await twilioEnv({
      TWILIO_TIMEOUT_MS: '60000',
      MESSAGES_STUCK_AFTER_S: '1',
      // Short locks: the dead worker's job is handed over in seconds, not a minute.
      WORKER_LOCK_SECONDS: '3',
    });
    peer = setup.peer;
    stack = await startStack({ env: setup.env });
    dataSource = await connect(stack);
  });

  afterAll(async () => {
    await restarted?.stop();
    await dataSource?.destroy();
    await stack?.stop();
    await peer?.close();
  });

  it('never sends it twice, and reports it failed with outcome unknown', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'accept-then-hang' });
    const id = await queueTestSms(dataSource, { to });
    await waitFor(async () => peer.acceptedFor(to).length === 1, 'Twilio to accept the SMS');

    expect(await stack.workers[0].stop('SIGKILL')).toBe('SIGKILL');
    restarted = startProcess('workers/dist/main.js', stack.env);
    const { rows } = await stack.db.pool.query<{ id: string }>(
      `SELECT id FROM outbox WHERE event = 'sms.queued' AND payload->>'messageId' = $1`,
      [id],
    );
    const jobId = `evt-${rows[0].id}-SendSms`;
    // BullMQ hands the stalled job to the new worker once the dead one's lock expires (3 s here).
    await waitFor(
      async () => (await stack.queue('notifications').getJobState(jobId)) === 'completed',
      'the stalled SendSms job to run again',
      40_000,
    );

    expect(peer.acceptedFor(to)).toHaveLength(1);
    expect(peer.requestsFor(to)).toHaveLength(1);
    // Still 'sending', unless the every-minute FailStuckMessages already ran; then at once:
    expect(['sending', 'failed']).toContain((await message(stack, id)).status);
    await stack.queue('maintenance').add('FailStuckMessages', {});
    const failed = await settled(stack, id, 'failed');
    expect(failed.error).toContain('outcome unknown');
    expect(peer.acceptedFor(to)).toHaveLength(1);
  }, 90_000);
});
