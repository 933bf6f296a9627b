import request from 'supertest';
import { createUser } from '../support/factories';
import { startProcess, waitFor, type RunningProcess } from '../support/processes';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startStack, type Stack } from '../support/stack';

describe('e-mails over SMTP', () => {
  let smtp: SmtpPeer;
  let stack: Stack;
  let restarted: RunningProcess | undefined;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    stack = await startStack({
      env: {
        // A server that never answers is given up on after 3 s (nodemailer's socketTimeout).
        SMTP_URL: `${smtp.url}?socketTimeout=3000`,
        MAIL_FROM: 'Créneau <no-reply@creneau.test>',
        // Short locks: a killed worker's job is handed over in seconds.
        WORKER_LOCK_SECONDS: '3',
      },
    });
  });

  afterAll(async () => {
    await restarted?.stop();
    await stack?.stop();
    await smtp?.close();
  });

  const status = async (to: string) =>
    (await stack.db.pool.query(`SELECT id, status, provider, error, attempts FROM messages WHERE recipient = $1`, [to]))
      .rows[0];
  const settled = (to: string, wanted: string) =>
    waitFor(async () => ((await status(to))?.status === wanted ? status(to) : null), `${to} ${wanted}`, 30_000);
  const receivedBy = (to: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(to));
  const failedJobOf = async (messageId: string) =>
    (await stack.queue('notifications').getFailed()).find((job) => job.data.messageId === messageId);
  const askMagicLink = async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    await request(stack.baseUrl).post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);
    return visitor.email;
  };

  it('sends the e-mail once, in HTML and plain text', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });

    await request(stack.baseUrl).post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);

    const mail = await waitFor(
      async () => smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(visitor.email)),
      'the e-mail',
    );
    expect(mail.subject).toBe('Votre lien de connexion à Créneau');
    expect(mail.from?.text).toContain('no-reply@creneau.test');
    expect(mail.text).toContain('/visits/magic-link?token=');
    expect(mail.html).toContain('Me connecter');
    expect(
      await waitFor(
        async () => ((await status(visitor.email))?.status === 'sent' ? status(visitor.email) : null),
        'sent',
      ),
    ).toMatchObject({
      provider: 'smtp',
      attempts: 1,
    });
  });

  it('sends the usable sign-in link, then keeps only the redacted body (issue 18)', async () => {
    const to = await askMagicLink();
    const mail = await waitFor(async () => receivedBy(to)[0], 'the e-mail');
    const { id } = await settled(to, 'sent');
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';

    const { rows } = await stack.db.pool.query(
      `SELECT m.body_text AS "bodyText", m.body_html AS "bodyHtml", s.message_id AS secret
         FROM messages m LEFT JOIN message_secrets s ON s.message_id = m.id WHERE m.id = $1`,
      [id],
    );
    expect(token).toHaveLength(43);
    expect(mail.html).toContain(`token=${token}`);
    expect(rows[0].bodyText).toContain('/visits/magic-link?token=redacted');
    expect(`${rows[0].bodyText}${rows[0].bodyHtml}`).not.toContain(token);
    expect(rows[0].secret).toBeNull();
    await request(stack.baseUrl).post('/api/auth/magic-links/consume').send({ token }).expect(200);
  });

  it('stops at once on a permanent refusal (5xx) and records why', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    smtp.failNext(550);

    await request(stack.baseUrl).post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);

    const failed = await waitFor(
      async () => ((await status(visitor.email))?.status === 'failed' ? status(visitor.email) : null),
      'failed',
    );
    expect(failed).toMatchObject({ attempts: 1 });
    expect(failed.error).toContain('SMTP 550');
    const counts = await stack.queue('notifications').getJobCounts('failed');
    expect(counts.failed).toBeGreaterThanOrEqual(1);
  });

  it('retries a temporary refusal (4xx) and sends once', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    smtp.failNext(451);

    await request(stack.baseUrl).post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);

    const sent = await waitFor(
      async () => ((await status(visitor.email))?.status === 'sent' ? status(visitor.email) : null),
      'sent after a retry',
      30_000,
    );
    expect(sent.attempts).toBe(2);
    expect(smtp.received.filter((m) => JSON.stringify(m.to).includes(visitor.email))).toHaveLength(1);
  });

  it('retries when the server cannot be reached (connection refused) and sends once', async () => {
    await smtp.down();
    const email = await askMagicLink().catch(async (error) => {
      await smtp.up();
      throw error;
    });
    const refused = await waitFor(
      async () => ((await status(email))?.error?.includes('ECONNREFUSED') ? status(email) : null),
      'the first attempt to be refused',
    ).finally(() => smtp.up());
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });

    expect(await settled(email, 'sent')).toMatchObject({ attempts: 2, error: null });
    expect(receivedBy(email)).toHaveLength(1);
  });

  it('never resends an e-mail the server took without answering: failed, outcome unknown, job kept', async () => {
    smtp.hangNext();
    const email = await askMagicLink();

    const failed = await settled(email, 'failed');

    expect(failed.error).toMatch(/^outcome unknown: no answer from the SMTP server after the message was sent/);
    expect(failed.attempts).toBe(1);
    expect(receivedBy(email)).toHaveLength(1);
    expect((await failedJobOf(failed.id))?.failedReason).toContain('outcome unknown');
  });

  it('a worker killed during the SMTP session: the job run again fails it as outcome unknown, sends nothing', async () => {
    smtp.hangNext();
    const email = await askMagicLink();
    await waitFor(async () => receivedBy(email).length === 1, 'the server to take the e-mail');
    expect(await stack.workers[0].stop('SIGKILL')).toBe('SIGKILL');
    restarted = startProcess('workers/dist/main.js', stack.env);

    const failed = await settled(email, 'failed');

    expect(failed.error).toMatch(/^outcome unknown: the worker stopped while the provider was being called/);
    expect(failed.attempts).toBe(1);
    expect(await waitFor(() => failedJobOf(failed.id), 'the failed job')).toMatchObject({
      failedReason: failed.error,
    });
    expect(receivedBy(email)).toHaveLength(1);
  }, 60_000);
});
