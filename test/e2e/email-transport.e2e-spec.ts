import request from 'supertest';
import { createUser } from '../support/factories';
import { waitFor } from '../support/processes';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startStack, type Stack } from '../support/stack';

describe('e-mails over SMTP', () => {
  let smtp: SmtpPeer;
  let stack: Stack;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    stack = await startStack({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Créneau <no-reply@creneau.test>' } });
  });

  afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  const status = async (to: string) =>
    (await stack.db.pool.query(`SELECT status, provider, error, attempts FROM messages WHERE recipient = $1`, [to]))
      .rows[0];

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
});
