import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots, shortCodeOf } from '../visits/visit-fixtures';

// Every secret a URL can carry, requested the way a calendar app, a visitor or a mail scanner does: the
// api's log (request lines, error lines, client-error reports) must keep the route and lose the secret.
describe('no secrets in the logs', () => {
  let stack: Stack;
  let agent: SignedIn;
  const secrets: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } });
    const agencyId = (await createAgency(stack.db.pool)).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agent = await signIn(stack.baseUrl, user);
    const listingId = await createBookableListing(stack.db.pool, agencyId, user.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Journaux') },
      `logs-${Date.now()}`,
    ).expect(201);
    const { url: feedUrl } = (
      await agent.agent.post('/api/me/calendar-feed').set('X-CSRF-Token', agent.csrf).expect(201)
    ).body as { url: string };
    const feedPath = new URL(feedUrl).pathname;
    const feedToken = feedPath.split('/').pop()!.replace('.ics', '');
    const calendarToken = booked.body.calendarToken as string;
    const shortCode = await shortCodeOf(stack.db.pool, booked.body.id as string);
    const magicToken = randomBytes(32).toString('base64url');
    const fileToken = randomBytes(24).toString('base64url');
    const search = `Recherche${randomBytes(4).toString('hex')}`;
    secrets.push(feedToken, calendarToken, shortCode, magicToken, fileToken, search);

    const web = request(stack.baseUrl);
    await web.get(feedPath).expect(200);
    await web.get(`/api/public/visits/${booked.body.id}/ics`).query({ token: calendarToken }).expect(200);
    await web.get(`/api/public/short-links/${shortCode}`).set('Referer', `${stack.baseUrl}/c/${shortCode}`).expect(200);
    await web.get(`/c/${shortCode}`);
    await web.get(`/i/${shortCode}/yes`);
    await web.get(`/visits/magic-link?token=${magicToken}`);
    // The page posts the token in the body (never logged) and, as browsers do, names itself in the Referer.
    await web
      .post('/api/auth/magic-links/consume')
      .set('Referer', `${stack.baseUrl}/visits/magic-link?token=${magicToken}`)
      .send({ token: magicToken });
    await web.get(`/rf/${fileToken}/accept`);
    await web.get(`/api/public/owner-reports/unsubscribe?token=${fileToken}`);
    await agent.agent.get('/api/visits').query({ filter: JSON.stringify({ q: search }) });
    await web
      .post('/api/public/client-errors')
      .send({ message: 'boom', url: `${stack.baseUrl}/c/${shortCode}?token=${magicToken}`, kind: 'unhandled' })
      .expect(204);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('logs each of those requests with its route but without the token, the search term or any header', async () => {
    // stdout reaches the test through a pipe: wait for the last request's line.
    const log = await waitFor(async () => {
      const output = stack.api.output();
      return output.includes('client error reported') ? output : null;
    }, 'the client error in the log');

    expect(log).toContain('/api/public/calendar/[redacted]');
    expect(log).toContain('/api/public/short-links/[redacted]');
    // Request lines carry no headers: not the page the visitor came from, nor their browser or cookies.
    const requestLines = log.split('\n').filter((line) => line.includes('"msg":"request completed"'));
    expect(requestLines.length).toBeGreaterThan(5);
    for (const line of requestLines) expect(line).not.toMatch(/"headers"|"referer"|"user-agent"|"cookie"/i);
    for (const secret of secrets) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
  });
});
