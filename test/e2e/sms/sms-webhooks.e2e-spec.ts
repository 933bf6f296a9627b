import twilio from 'twilio';
import type { DataSource } from 'typeorm';
import { startStack, type Stack } from '../../support/stack';
import { postTwilioWebhook, uniquePhone, type TwilioPeer } from '../../support/twilio-peer';
import { connect, message, queueTestSms, settled, twilioEnv } from './sms-fixtures';

describe('Twilio webhooks: delivery statuses and inbound SMS', () => {
  let peer: TwilioPeer;
  let stack: Stack;
  let dataSource: DataSource;

  beforeAll(async () => {
    const setup = await twilioEnv();
    peer = setup.peer;
    stack = await startStack({ env: setup.env });
    dataSource = await connect(stack);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await stack?.stop();
    await peer?.close();
  });

  const sentSms = async () => {
    const to = uniquePhone();
    const id = await queueTestSms(dataSource, { to });
    const sent = await settled(stack, id, 'sent');
    return { id, to, sid: sent.provider_id as string };
  };
  const status = (sid: string, messageStatus: string, extra: Record<string, string> = {}) =>
    postTwilioWebhook(
      stack.baseUrl,
      'status',
      { MessageSid: sid, MessageStatus: messageStatus, ...extra },
      peer.authToken,
    );
  const events = async (sid: string) =>
    (await stack.db.pool.query('SELECT status FROM sms_status_events WHERE message_sid = $1 ORDER BY id', [sid])).rows;

  it('applies status callbacks once, however often and in whatever order they come', async () => {
    const { id, sid } = await sentSms();

    expect((await status(sid, 'delivered')).status).toBe(204);
    const delivered = await message(stack, id);
    expect((await status(sid, 'sent')).status).toBe(204);
    expect((await status(sid, 'delivered')).status).toBe(204);
    expect((await status(sid, 'queued')).status).toBe(204);

    const final = await stack.db.pool.query('SELECT status, updated_at FROM messages WHERE id = $1', [id]);
    expect(delivered.status).toBe('delivered');
    expect(final.rows[0].status).toBe('delivered');
    expect(await events(sid)).toEqual([{ status: 'delivered' }, { status: 'sent' }, { status: 'queued' }]);
  });

  it('records why a message was not delivered, and nothing moves it afterwards', async () => {
    const { id, sid } = await sentSms();

    await status(sid, 'undelivered', { ErrorCode: '30003' });
    await status(sid, 'delivered');

    expect(await message(stack, id)).toMatchObject({ status: 'failed', error: 'Twilio undelivered (error 30003)' });
  });

  it('applies a callback that came before the worker recorded the provider id', async () => {
    const to = uniquePhone();
    peer.script(to, { kind: 'callback-first', status: 'delivered' });
    const id = await queueTestSms(dataSource, { to });

    const delivered = await settled(stack, id, 'delivered');

    expect(delivered.provider_id).toBe(peer.acceptedFor(to)[0].sid);
    expect(await events(peer.acceptedFor(to)[0].sid)).toEqual([{ status: 'delivered' }]);
  });

  it('refuses a forged or unsigned callback with 403 and changes nothing', async () => {
    const { id, sid } = await sentSms();
    const url = `${stack.baseUrl}/api/webhooks/twilio/status`;
    const params = { MessageSid: sid, MessageStatus: 'failed', ErrorCode: '30007' };
    const forged = twilio.getExpectedTwilioSignature('not-the-auth-token', url, params);

    const withForgery = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': forged },
      body: new URLSearchParams(params).toString(),
    });
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });

    expect(withForgery.status).toBe(403);
    expect(await withForgery.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(unsigned.status).toBe(403);
    expect(await message(stack, id)).toMatchObject({ status: 'sent', error: null });
    expect(await events(sid)).toEqual([]);
  });

  it('refuses a forged inbound STOP: the number keeps receiving', async () => {
    const from = uniquePhone();
    const url = `${stack.baseUrl}/api/webhooks/twilio/inbound`;
    const params = { MessageSid: `SM${'f'.repeat(32)}`, From: from, To: 'Creneau', Body: 'STOP' };
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(peer.authToken, url, { ...params, Body: 'OUI' }),
      },
      body: new URLSearchParams(params).toString(),
    });

    expect(response.status).toBe(403);
    const stored = await stack.db.pool.query('SELECT 1 FROM inbound_sms WHERE from_number = $1', [from]);
    const optOuts = await stack.db.pool.query('SELECT 1 FROM sms_opt_outs WHERE phone = $1', [from]);
    expect(stored.rows).toHaveLength(0);
    expect(optOuts.rows).toHaveLength(0);
  });

  it('stores an inbound reply once, however often it is replayed, and announces it once', async () => {
    const from = uniquePhone();
    const params = { MessageSid: `SM${from.slice(1)}a`, From: from, To: 'Creneau', Body: 'OUI' };

    const first = await postTwilioWebhook(stack.baseUrl, 'inbound', params, peer.authToken);
    await postTwilioWebhook(stack.baseUrl, 'inbound', params, peer.authToken);
    await postTwilioWebhook(stack.baseUrl, 'inbound', params, peer.authToken);

    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/xml');
    expect(await first.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const stored = await stack.db.pool.query('SELECT id, kind, body FROM inbound_sms WHERE from_number = $1', [from]);
    expect(stored.rows).toEqual([{ id: expect.any(String), kind: 'reply', body: 'OUI' }]);
    const announced = await stack.db.pool.query(
      `SELECT payload FROM outbox WHERE event = 'sms.received' AND payload->>'inboundSmsId' = $1`,
      [stored.rows[0].id],
    );
    expect(announced.rows).toHaveLength(1);
  });

  it.each(['STOP', 'stopall', 'UNSUBSCRIBE', 'Arrêt', 'ARRET', 'STOPP'])(
    'takes %j as an opt-out, once',
    async (body) => {
      const from = uniquePhone();
      const params = { MessageSid: `SM${from.slice(1)}s`, From: from, To: 'Creneau', Body: body };

      await postTwilioWebhook(stack.baseUrl, 'inbound', params, peer.authToken);
      await postTwilioWebhook(stack.baseUrl, 'inbound', params, peer.authToken);

      const optOuts = await stack.db.pool.query('SELECT phone FROM sms_opt_outs WHERE phone = $1', [from]);
      const announced = await stack.db.pool.query(
        `SELECT 1 FROM outbox WHERE event = 'sms.received'
      AND payload->>'inboundSmsId' IN (SELECT id::text FROM inbound_sms WHERE from_number = $1)`,
        [from],
      );
      expect(optOuts.rows).toHaveLength(1);
      expect(announced.rows).toHaveLength(0);
    },
  );

  it('answers 400 to a signed callback without its MessageSid', async () => {
    const response = await postTwilioWebhook(stack.baseUrl, 'status', { MessageStatus: 'sent' }, peer.authToken);
    expect(response.status).toBe(400);
  });
});
