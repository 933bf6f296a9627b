import { publishRealtime } from '@creneau/server';
import { Redis } from 'ioredis';
import http from 'node:http';
import { createAgency, createUser, signIn } from '../support/factories';
import { waitFor } from '../support/processes';
import { startStack, type Stack } from '../support/stack';

/** Opens the SSE stream with a session cookie and collects the events it receives. */
function openStream(baseUrl: string, cookie: string): Promise<{ events: string[]; status: number; close(): void }> {
  return new Promise((resolve, reject) => {
    const events: string[] = [];
    const request = http.get(
      `${baseUrl}/api/realtime/stream`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) =>
          events.push(...chunk.split('\n\n').filter((block) => block.startsWith('event:'))),
        );
        resolve({ events, status: response.statusCode ?? 0, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

describe('realtime notifications over Server-Sent Events', () => {
  let stack: Stack;
  let redis: Redis;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    redis = new Redis(stack.redisUrl);
  });

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  async function cookieOf(agencyId: string): Promise<string> {
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    const response = await fetch(`${stack.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, area: 'pro' }),
    });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  it('refuses the stream without a session', async () => {
    const stream = await openStream(stack.baseUrl, '');
    stream.close();
    expect(stream.status).toBe(401);
  });

  it("delivers a message to its agency's agents and to nobody else", async () => {
    const agency = await createAgency(stack.db.pool);
    const other = await createAgency(stack.db.pool);
    const mine = await openStream(stack.baseUrl, await cookieOf(agency.id));
    const theirs = await openStream(stack.baseUrl, await cookieOf(other.id));

    // Published until received: the API subscribes to Redis in the background at start-up.
    await waitFor(async () => {
      await publishRealtime(redis, stack.redisPrefix, {
        agencyId: agency.id,
        type: 'visit.booked',
        data: { visitId: 'v1' },
      });
      return mine.events.length > 0;
    }, 'the event on the stream');
    await new Promise((done) => setTimeout(done, 300));
    mine.close();
    theirs.close();

    expect(mine.events[0]).toBe('event: visit.booked\ndata: {"visitId":"v1"}');
    expect(theirs.events).toEqual([]);
  });

  it('signs in through the shared helper too', async () => {
    const agency = await createAgency(stack.db.pool);
    const { agent } = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id }),
    );
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.agency).toMatchObject({ id: agency.id, timeZone: 'Europe/Paris' });
  });
});
