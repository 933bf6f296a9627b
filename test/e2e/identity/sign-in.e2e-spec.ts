import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { createAgency, createUser, signIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

describe('signing in with a password', () => {
  let stack: Stack;

  beforeAll(async () => {
    // The slow-down after wrong passwords, short: the test makes twelve of them.
    stack = await startStack({ workers: 0, env: { SIGN_IN_SLOWDOWN_MS: '20' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('opens a session in httpOnly SameSite cookies and answers who is signed in', async () => {
    const agency = await createAgency(stack.db.pool);
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });

    const response = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: user.email.toUpperCase(), password: user.password, area: 'pro' })
      .expect(200);

    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('creneau_session='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(response.body).toMatchObject({
      user: { id: user.id, role: 'agency_admin' },
      agency: { id: agency.id },
      masquerade: null,
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const user = await createUser(stack.db.pool, { authType: 'ops' });

    const wrong = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: 'nope-nope-nope', area: 'pro' });
    const unknown = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: 'nobody@example.test', password: 'x', area: 'pro' });

    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it('keeps visitors out of /pro and realtors out of /visits', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });

    const response = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: visitor.email, password: visitor.password, area: 'pro' });

    expect(response.status).toBe(401);
    await signIn(stack.baseUrl, visitor, 'visits');
  });

  it('refuses unsafe requests without the CSRF token', async () => {
    const { agent } = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));

    const response = await agent.post('/api/auth/sign-out').expect(403);

    expect(response.body.code).toBe('CSRF_TOKEN_INVALID');
  });

  it('signs out: the session no longer works', async () => {
    const { agent, csrf } = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));

    await agent.post('/api/auth/sign-out').set('X-CSRF-Token', csrf).expect(204);

    expect((await agent.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses extra fields and bad e-mails with stable codes', async () => {
    const extra = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: 'a@b.fr', password: 'x', area: 'pro', role: 'ops' });
    const injected = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: 'a@b.fr\r\nBcc: x@y.z', password: 'x', area: 'pro' });

    expect([extra.status, extra.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect([injected.status, injected.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  async function failuresOf(email: string): Promise<string | null> {
    const redis = new Redis(stack.redisUrl);
    const digest = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
    try {
      return await redis.get(`${stack.redisPrefix}:signin-failures:${digest}`);
    } finally {
      redis.disconnect();
    }
  }

  it('slows guesses of one account down but never refuses its owner the right password (issue 18)', async () => {
    const user = await createUser(stack.db.pool, { authType: 'ops' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await request(stack.baseUrl)
        .post('/api/auth/sign-in')
        .send({ email: user.email, password: `wrong-${i}`, area: 'pro' });
      statuses.push(response.status);
    }

    const failures = await failuresOf(user.email);
    // The owner, after twelve wrong guesses by someone else: slowed down, not locked out.
    const right = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: user.password, area: 'pro' });

    expect(statuses).toEqual(Array(12).fill(401));
    // What the wait grows with (see slowdownMs), forgotten once the right password came.
    expect(failures).toBe('12');
    expect(right.status).toBe(200);
    expect(await failuresOf(user.email)).toBeNull();
  });
});

describe('a visitor choosing a password', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('adds a password to a magic-link account, then needs the current one to change it', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    const session = await signIn(stack.baseUrl, visitor, 'visits');

    const withoutCurrent = await session.agent
      .put('/api/me/password')
      .set('X-CSRF-Token', session.csrf)
      .send({ newPassword: 'Velvet-Harbor-Quartz-93' });
    const weak = await session.agent
      .put('/api/me/password')
      .set('X-CSRF-Token', session.csrf)
      .send({ currentPassword: visitor.password, newPassword: 'azertyuiop' });
    await session.agent
      .put('/api/me/password')
      .set('X-CSRF-Token', session.csrf)
      .send({ currentPassword: visitor.password, newPassword: 'Velvet-Harbor-Quartz-93' })
      .expect(204);

    expect([withoutCurrent.status, withoutCurrent.body.code]).toEqual([403, 'INVALID_CREDENTIALS']);
    expect([weak.status, weak.body.code]).toEqual([400, 'WEAK_PASSWORD']);
    await signIn(stack.baseUrl, { ...visitor, password: 'Velvet-Harbor-Quartz-93' }, 'visits');
  });
});
