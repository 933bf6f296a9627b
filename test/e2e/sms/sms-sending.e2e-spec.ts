import type { DataSource } from 'typeorm';
import { createAgency } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { postTwilioWebhook, uniquePhone, type TwilioPeer } from '../../support/twilio-peer';
import { connect, message, queueTestSms, quotaUnits, settled, twilioEnv } from './sms-fixtures';

describe('SMS through Twilio (a local peer answering like its Messages API)', () => {
  let peer: TwilioPeer;
  let stack: Stack;
  let dataSource: DataSource;

  beforeAll(async () => {
    const twilio = await twilioEnv({ SMS_DAILY_QUOTA_PER_NUMBER: '3', SMS_DAILY_QUOTA_PER_AGENCY: '4' });
    peer = twilio.peer;
    stack = await startStack({ env: twilio.env });
    dataSource = await connect(stack);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await stack?.stop();
    await peer?.close();
  });

  it('sends one SMS in GSM-7 and stores the provider id and the segments', async () => {
    const to = uniquePhone();
    const id = await queueTestSms(dataSource, { to, text: 'Votre visite à l’hôtel du Château : fenêtre sur cour…' });

    const sent = await settled(stack, id, 'sent');

    const [sms] = peer.acceptedFor(to);
    expect(peer.acceptedFor(to)).toHaveLength(1);
    expect(sms.body).toBe("Votre visite à l'hotel du Chateau : fenetre sur cour...");
    expect(sms.from).toBe('Creneau');
    // Our message id rides in the callback URL (signed with it): Twilio's callbacks name the message.
    expect(sms.statusCallback).toBe(`${stack.baseUrl}/api/webhooks/twilio/status?messageId=${id}`);
    expect(sent).toMatchObject({ provider: 'twilio', provider_id: sms.sid, segments: 1, attempts: 1, error: null });
    expect(sent.body_text).toBe(sms.body);
  });

  it('counts the segments of a long message as the provider did', async () => {
    const to = uniquePhone();
    const id = await queueTestSms(dataSource, { to, text: 'Visite confirmée. '.repeat(10) });

    expect((await settled(stack, id, 'sent')).segments).toBe(2);
    expect(peer.acceptedFor(to)[0].numSegments).toBe(2);
  });

  it('retries a 5xx and sends exactly once', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'status', status: 503 });
    const id = await queueTestSms(dataSource, { to });

    const sent = await settled(stack, id, 'sent');

    expect(peer.requestsFor(to).map((r) => r.answered)).toEqual([503, 201]);
    expect(peer.acceptedFor(to)).toHaveLength(1);
    expect(sent).toMatchObject({ attempts: 2, provider_id: peer.acceptedFor(to)[0].sid, error: null });
    // The attempt the provider refused gave its unit back: one SMS, one unit.
    expect(await quotaUnits(stack, to)).toBe(1);
  });

  it('retries a 429 (too many requests)', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'status', status: 429, code: 20429, message: 'Too Many Requests' });
    const id = await queueTestSms(dataSource, { to });

    await settled(stack, id, 'sent');

    expect(peer.requestsFor(to).map((r) => r.answered)).toEqual([429, 201]);
    expect(peer.acceptedFor(to)).toHaveLength(1);
  });

  it('retries when Twilio cannot be reached (connection refused) and sends once', async () => {
    const to = uniquePhone();
    await peer.down();
    const id = await queueTestSms(dataSource, { to });
    const refused = await waitFor(
      async () => ((await message(stack, id)).error?.includes('ECONNREFUSED') ? message(stack, id) : null),
      'the first attempt to be refused',
    ).finally(() => peer.up());
    // Back in the queue for a retry: the request never left, so sending again cannot send twice.
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });

    const sent = await settled(stack, id, 'sent');

    expect(peer.requestsFor(to).map((r) => r.answered)).toEqual([201]);
    expect(peer.acceptedFor(to)).toHaveLength(1);
    expect(sent).toMatchObject({ attempts: 2, error: null, provider_id: peer.acceptedFor(to)[0].sid });
  });

  it('never resends an SMS Twilio took but did not answer; its signed status callback settles it', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'accept-then-hang' });
    const id = await queueTestSms(dataSource, { to });

    const failed = await settled(stack, id, 'failed');

    expect(failed.error).toMatch(/^outcome unknown: no answer from Twilio after the request was sent .*not resent/);
    expect(failed).toMatchObject({ attempts: 1, provider_id: null });
    const jobs = await stack.queue('notifications').getFailed();
    expect(jobs.find((job) => job.data.messageId === id)?.failedReason).toContain('outcome unknown');
    const [accepted] = peer.acceptedFor(to);
    expect(peer.acceptedFor(to)).toHaveLength(1);

    expect((await peer.callback(accepted, 'delivered')).status).toBe(204);
    const delivered = await settled(stack, id, 'delivered');

    expect(delivered).toMatchObject({ provider: 'twilio', provider_id: accepted.sid, error: null });
    expect(peer.requestsFor(to)).toHaveLength(1);
  });

  it('never resends after a timeout with no answer at all, and fails the job with the reason', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'hang' });
    const id = await queueTestSms(dataSource, { to });

    const failed = await settled(stack, id, 'failed');

    expect(failed.error).toContain('outcome unknown');
    expect(failed.error).toContain('timeout');
    expect(peer.requestsFor(to).map((r) => r.answered)).toEqual(['none']);
    const jobs = await stack.queue('notifications').getFailed();
    const job = jobs.find((candidate) => candidate.data.messageId === id);
    expect(job?.failedReason).toContain('outcome unknown');
    expect(job?.attemptsMade).toBe(1);
    // It may have gone out: its unit stays taken.
    expect(await quotaUnits(stack, to)).toBe(1);
  });

  it('fails at once on a permanent error (21211 invalid number), after one attempt', async () => {
    const to = uniquePhone();
    peer.script(to, {
      kind: 'status',
      status: 400,
      code: 21211,
      message: "The 'To' number is not a valid phone number.",
    });
    const id = await queueTestSms(dataSource, { to });

    const failed = await settled(stack, id, 'failed');

    expect(failed.attempts).toBe(1);
    expect(failed.error).toContain('21211');
    expect(peer.requestsFor(to)).toHaveLength(1);
    const jobs = await stack.queue('notifications').getFailed();
    expect(jobs.find((job) => job.data.messageId === id)?.failedReason).toContain('21211');
    expect(await quotaUnits(stack, to)).toBe(0);
  });

  it('records an opt-out when Twilio answers 21610 (unsubscribed)', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'status', status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    await settled(stack, await queueTestSms(dataSource, { to }), 'failed');

    const { rows } = await stack.db.pool.query('SELECT phone FROM sms_opt_outs WHERE phone = $1', [to]);
    expect(rows).toHaveLength(1);
  });

  it('sends nothing to a number that answered STOP, and again after START', async () => {
    const to = uniquePhone();
    const stop = await postTwilioWebhook(stack.baseUrl, 'inbound', inbound(to, 'Stop'), peer.authToken);
    expect(stop.status).toBe(200);

    const refused = await settled(stack, await queueTestSms(dataSource, { to }), 'failed');

    expect(refused.error).toContain('opted out');
    expect(refused.attempts).toBe(0);
    expect(peer.requestsFor(to)).toHaveLength(0);

    await postTwilioWebhook(stack.baseUrl, 'inbound', inbound(to, 'START'), peer.authToken);
    await settled(stack, await queueTestSms(dataSource, { to }), 'sent');
    expect(peer.acceptedFor(to)).toHaveLength(1);
  });

  it('refuses the SMS beyond the daily quota of one number', async () => {
    const to = uniquePhone();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await queueTestSms(dataSource, { to, text: `Message ${i}` }));

    await waitFor(
      async () =>
        (await Promise.all(ids.map((id) => message(stack, id)))).every((m) => ['sent', 'failed'].includes(m.status)),
      'all settled',
    );
    const rows = await Promise.all(ids.map((id) => message(stack, id)));

    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(3);
    const refused = rows.filter((row) => row.status === 'failed');
    expect(refused).toHaveLength(1);
    expect(refused[0].error).toContain('daily quota exceeded: 3 SMS per phone number');
    expect(peer.acceptedFor(to)).toHaveLength(3);
  });

  it('leaves the quota whole after an SMS the provider refused', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'status', status: 400, code: 21614, message: "'To' number is not a valid mobile number" });
    await settled(stack, await queueTestSms(dataSource, { to }), 'failed');

    // The quota is 3 a day: the refused one took none of it.
    for (let i = 0; i < 3; i += 1) await settled(stack, await queueTestSms(dataSource, { to }), 'sent');

    expect(peer.acceptedFor(to)).toHaveLength(3);
    expect(await quotaUnits(stack, to)).toBe(3);
  });

  it('refuses the SMS beyond the daily quota of one agency, even when they are sent at once', async () => {
    const agency = await createAgency(stack.db.pool);
    const numbers = Array.from({ length: 6 }, () => uniquePhone());
    const ids = await Promise.all(numbers.map((to) => queueTestSms(dataSource, { to, agencyId: agency.id })));

    await waitFor(
      async () =>
        (await Promise.all(ids.map((id) => message(stack, id)))).every((m) => ['sent', 'failed'].includes(m.status)),
      'all settled',
    );
    const rows = await Promise.all(ids.map((id) => message(stack, id)));

    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(4);
    expect(rows.filter((row) => row.error?.includes('4 SMS per agency'))).toHaveLength(2);
    expect(numbers.flatMap((to) => peer.acceptedFor(to))).toHaveLength(4);
  });
});

function inbound(from: string, body: string): Record<string, string> {
  return {
    MessageSid: `SM${from.slice(1)}${body.length}${Date.now()}`,
    From: from,
    To: 'Creneau',
    Body: body,
    NumSegments: '1',
  };
}
