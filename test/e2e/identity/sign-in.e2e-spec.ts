import request from 'supertest';
import { createAgency, createUser, signIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

describe('signing in with a password', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
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

  it('limits attempts per account with 429 and Retry-After', async () => {
    const user = await createUser(stack.db.pool, { authType: 'ops' });
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i += 1) {
      const response = await request(stack.baseUrl)
        .post('/api/auth/sign-in')
        .send({ email: user.email, password: `wrong-${i}`, area: 'pro' });
      statuses.push(response.status);
      retryAfter ??= response.headers['retry-after'];
    }

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password waits out the window: the account is protected, not just the guesses.
    const right = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: user.password, area: 'pro' });
    expect(right.body.code).toBe('RATE_LIMITED');
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
