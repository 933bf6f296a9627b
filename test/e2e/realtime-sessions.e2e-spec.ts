import request from 'supertest';
import { openEventStream, settlesWithin } from '../support/event-stream';
import { createAgency, createUser, TEST_PASSWORD, type UserRow } from '../support/factories';
import { sentEmail, tokenIn } from '../support/mailbox';
import { startStack, type Stack } from '../support/stack';

// Far below the heartbeat (25 s by default): a stream closing this fast was closed by the revocation.
const AT_ONCE_MS = 8_000;

interface Session {
  cookie: string;
  csrf: string;
}

async function signInAs(baseUrl: string, user: UserRow, password = user.password): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password, area: 'pro' }),
  });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, csrf: csrfToken };
}

describe('live streams end with their session (issue 18)', () => {
  let stack: Stack;
  let agencyId: string;
  let admin: Session;

  beforeAll(async () => {
    stack = await startStack();
    agencyId = (await createAgency(stack.db.pool)).id;
    admin = await signInAs(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' }),
    );
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const agent = () => createUser(stack.db.pool, { authType: 'realtor', agencyId });

  it('closes the stream at once when its session signs out', async () => {
    const session = await signInAs(stack.baseUrl, await agent());
    const stream = await openEventStream(stack.baseUrl, session.cookie);

    await request(stack.baseUrl)
      .post('/api/auth/sign-out')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .expect(204);

    expect(stream.status).toBe(200);
    expect(await settlesWithin(stream.ended, AT_ONCE_MS)).toBe(true);
  });

  it('closes every stream of a user an admin deactivates, and only theirs', async () => {
    const user = await agent();
    const [first, second] = await Promise.all([signInAs(stack.baseUrl, user), signInAs(stack.baseUrl, user)]);
    const streams = await Promise.all([first, second].map((s) => openEventStream(stack.baseUrl, s.cookie)));
    const bystander = await openEventStream(stack.baseUrl, (await signInAs(stack.baseUrl, await agent())).cookie);

    await request(stack.baseUrl)
      .put(`/api/users/${user.id}`)
      .set('Cookie', admin.cookie)
      .set('X-CSRF-Token', admin.csrf)
      .send({ active: false })
      .expect(200);

    expect(await settlesWithin(Promise.all(streams.map((s) => s.ended)), AT_ONCE_MS)).toBe(true);
    expect(await settlesWithin(bystander.ended, 500)).toBe(false);
    bystander.close();
  });

  it('closes the streams of a user deactivated by any means, straight in the database', async () => {
    const user = await agent();
    const stream = await openEventStream(stack.baseUrl, (await signInAs(stack.baseUrl, user)).cookie);

    await stack.db.pool.query('UPDATE users SET active = false WHERE id = $1', [user.id]);

    expect(await settlesWithin(stream.ended, AT_ONCE_MS)).toBe(true);
  });

  it('closes the streams of a user whose password is reset', async () => {
    const user = await agent();
    const stream = await openEventStream(stack.baseUrl, (await signInAs(stack.baseUrl, user)).cookie);
    await request(stack.baseUrl).post('/api/auth/password-resets').send({ email: user.email, area: 'pro' }).expect(202);
    const token = tokenIn(await sentEmail(stack.db.pool, user.email, 'password_reset'));

    await request(stack.baseUrl)
      .post('/api/auth/password-resets/consume')
      .send({ token, password: `${TEST_PASSWORD}-Reset-Quartz` })
      .expect(200);

    expect(await settlesWithin(stream.ended, AT_ONCE_MS)).toBe(true);
  });
});

describe('a live stream re-checks its session on each heartbeat', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { REALTIME_HEARTBEAT_SECONDS: '1' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('ends a stream whose session expired, which no notice announces', async () => {
    const agency = await createAgency(stack.db.pool);
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const stream = await openEventStream(stack.baseUrl, (await signInAs(stack.baseUrl, user)).cookie);

    await stack.db.pool.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      user.id,
    ]);

    expect(await settlesWithin(stream.ended, AT_ONCE_MS)).toBe(true);
  });
});
