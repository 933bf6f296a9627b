import request from 'supertest';
import { createUser, signIn } from '../../support/factories';
import { settlesWithin } from '../../support/event-stream';
import { sentEmail, tokenIn } from '../../support/mailbox';
import { startStack, type Stack } from '../../support/stack';

describe('magic links and password resets', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const api = () => request(stack.baseUrl);

  it('signs a visitor in once through an e-mailed magic link', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });

    await api().post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);
    const email = await sentEmail(stack.db.pool, visitor.email, 'magic_link');
    const token = tokenIn(email);

    expect(email).toMatchObject({
      subject: 'Votre lien de connexion à Créneau',
      provider: 'dev-outbox',
      language: 'fr',
    });
    expect(email.bodyText).toContain(`${stack.baseUrl}/visits/magic-link?token=`);
    const first = await api().post('/api/auth/magic-links/consume').send({ token }).expect(200);
    expect(first.body.user).toMatchObject({ id: visitor.id, authType: 'visitor' });
    const again = await api().post('/api/auth/magic-links/consume').send({ token });
    expect([again.status, again.body.code]).toEqual([410, 'TOKEN_USED']);
  });

  it('refuses expired, tampered and other-purpose tokens', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    await api().post('/api/auth/password-resets').send({ email: visitor.email, area: 'visits' }).expect(202);
    const resetToken = tokenIn(await sentEmail(stack.db.pool, visitor.email, 'password_reset'));
    await api().post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);
    const magicToken = tokenIn(await sentEmail(stack.db.pool, visitor.email, 'magic_link'));

    const otherPurpose = await api().post('/api/auth/magic-links/consume').send({ token: resetToken });
    const tampered = await api()
      .post('/api/auth/magic-links/consume')
      .send({ token: `${magicToken.slice(0, -2)}xx` });
    await stack.db.pool.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      visitor.id,
    ]);
    const expired = await api().post('/api/auth/magic-links/consume').send({ token: magicToken });

    expect([otherPurpose.status, otherPurpose.body.code]).toEqual([400, 'TOKEN_INVALID']);
    expect([tampered.status, tampered.body.code]).toEqual([400, 'TOKEN_INVALID']);
    expect([expired.status, expired.body.code]).toEqual([410, 'TOKEN_EXPIRED']);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    await api().post('/api/auth/magic-links').send({ email: 'stranger@example.test' }).expect(202);
    await new Promise((done) => setTimeout(done, 500));

    const { rowCount } = await stack.db.pool.query(`SELECT 1 FROM messages WHERE recipient = 'stranger@example.test'`);
    expect(rowCount).toBe(0);
  });

  it('answers a reset request before doing its work, so a known address takes no longer (issue 18)', async () => {
    const agent = await createUser(stack.db.pool, { authType: 'ops' });
    // The work (a token, an e-mail) cannot proceed while this lock is held; the answer must not wait.
    const lock = await stack.db.pool.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE auth_tokens IN ACCESS EXCLUSIVE MODE');
    let answered: Promise<number>;
    let answeredWhileLocked: boolean;
    try {
      answered = api()
        .post('/api/auth/password-resets')
        .send({ email: agent.email, area: 'pro' })
        .then((response) => response.status);
      answeredWhileLocked = await settlesWithin(answered, 10_000);
    } finally {
      await lock.query('COMMIT');
      lock.release();
    }

    expect(answeredWhileLocked).toBe(true);
    expect(await answered).toBe(202);
    expect(tokenIn(await sentEmail(stack.db.pool, agent.email, 'password_reset'))).toHaveLength(43);
  });

  it('resets a password: weak ones refused, other sessions closed, the new one works', async () => {
    const agent = await createUser(stack.db.pool, { authType: 'ops' });
    const before = await signIn(stack.baseUrl, agent);
    await api().post('/api/auth/password-resets').send({ email: agent.email, area: 'pro' }).expect(202);
    const token = tokenIn(await sentEmail(stack.db.pool, agent.email, 'password_reset'));

    const weak = await api().post('/api/auth/password-resets/consume').send({ token, password: 'password123' });
    await api()
      .post('/api/auth/password-resets/consume')
      .send({ token, password: 'Mauve-Lantern-Orbit-77' })
      .expect(200);

    expect([weak.status, weak.body.code]).toEqual([400, 'WEAK_PASSWORD']);
    expect((await before.agent.get('/api/auth/me')).status).toBe(401);
    await signIn(stack.baseUrl, { ...agent, password: 'Mauve-Lantern-Orbit-77' });
  });

  it('writes the e-mail in the recipient language', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    await stack.db.pool.query(`UPDATE users SET language = 'nl' WHERE id = $1`, [visitor.id]);

    await api().post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);

    expect((await sentEmail(stack.db.pool, visitor.email, 'magic_link')).subject).toBe('Uw aanmeldlink voor Créneau');
  });
});
