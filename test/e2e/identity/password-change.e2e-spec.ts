import { openEventStream, settlesWithin } from '../../support/event-stream';
import { createAgency, createUser, signIn, type UserRow } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

// Far below the stream heartbeat (25 s by default): a stream closing this fast was closed by the revocation.
const AT_ONCE_MS = 8_000;
const NEW_PASSWORD = 'Velvet-Harbor-Quartz-93';

/** A session's cookie header, for the raw event-stream client. */
async function cookieOf(agent: Awaited<ReturnType<typeof signIn>>['agent'], baseUrl: string): Promise<string> {
  const jar = (agent as unknown as { jar: { getCookies(access: object): { toValueString(): string }[] } }).jar;
  const url = new URL(baseUrl);
  return jar
    .getCookies({ domain: url.hostname, path: '/', secure: false, script: false })
    .map((cookie) => cookie.toValueString())
    .join('; ');
}

describe('changing one’s password signs every other session out (issue 35)', () => {
  let stack: Stack;
  let agencyId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { SIGN_IN_SLOWDOWN_MS: '1' } });
    agencyId = (await createAgency(stack.db.pool)).id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const realtor = (): Promise<UserRow> => createUser(stack.db.pool, { authType: 'realtor', agencyId });

  it('revokes the other sessions and closes their live streams, keeping the one that changed it', async () => {
    const user = await realtor();
    const [changer, stolen] = [await signIn(stack.baseUrl, user), await signIn(stack.baseUrl, user)];
    const stream = await openEventStream(stack.baseUrl, await cookieOf(stolen.agent, stack.baseUrl));

    await changer.agent
      .put('/api/me/password')
      .set('X-CSRF-Token', changer.csrf)
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD })
      .expect(204);

    expect(stream.status).toBe(200);
    expect((await stolen.agent.get('/api/auth/me')).status).toBe(401);
    expect((await changer.agent.get('/api/auth/me')).status).toBe(200);
    expect(await settlesWithin(stream.ended, AT_ONCE_MS)).toBe(true);
  });

  it('signs out everywhere, this session included', async () => {
    const user = await realtor();
    const [here, elsewhere] = [await signIn(stack.baseUrl, user), await signIn(stack.baseUrl, user)];
    const bystander = await signIn(stack.baseUrl, await realtor());

    await here.agent.post('/api/auth/sign-out-everywhere').set('X-CSRF-Token', here.csrf).expect(204);

    expect((await here.agent.get('/api/auth/me')).status).toBe(401);
    expect((await elsewhere.agent.get('/api/auth/me')).status).toBe(401);
    expect((await bystander.agent.get('/api/auth/me')).status).toBe(200);
  });

  it('limits guesses of the current password like sign-in, and the right one then waits too', async () => {
    const user = await realtor();
    const session = await signIn(stack.baseUrl, user);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await session.agent
        .put('/api/me/password')
        .set('X-CSRF-Token', session.csrf)
        .send({ currentPassword: `wrong-guess-${i}`, newPassword: NEW_PASSWORD });
      statuses.push(response.status);
    }
    const right = await session.agent
      .put('/api/me/password')
      .set('X-CSRF-Token', session.csrf)
      .send({ currentPassword: user.password, newPassword: NEW_PASSWORD });

    expect(statuses).toEqual([...Array(10).fill(403), 429]);
    expect([right.status, right.body.code]).toEqual([429, 'RATE_LIMITED']);
  });
});
