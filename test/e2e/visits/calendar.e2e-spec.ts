import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from './visit-fixtures';

describe('calendar interop: .ics per visit and the agent private feed', () => {
  let stack: Stack;
  let agent: SignedIn;
  let visitId: string;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agencyId = (await createAgency(stack.db.pool)).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agent = await signIn(stack.baseUrl, user);
    listingId = await createBookableListing(stack.db.pool, agencyId, user.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    visitId = (
      await bookPublic(
        stack.baseUrl,
        listingId,
        { startsAt: slot.startsAt, contact: contact('Calendrier') },
        `ics-${Date.now()}`,
      ).expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('downloads one visit as an RFC 5545 file', async () => {
    const response = await agent.agent.get(`/api/visits/${visitId}/ics`).expect(200);

    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.ics');
    expect(response.text).toContain(`UID:visit-${visitId}@creneau\r\n`);
    expect(response.text).toMatch(/\r\nSUMMARY:Visite V-\w+\u00a0: Camille Calendrier\r\n/);
    expect(response.text).toContain('STATUS:TENTATIVE');
  });

  it('serves a private feed that follows changes and stops working when renewed or revoked', async () => {
    const none = await agent.agent.get('/api/me/calendar-feed').expect(200);
    const { url } = (await agent.agent.post('/api/me/calendar-feed').set('X-CSRF-Token', agent.csrf).expect(201)).body;
    const live = await agent.agent.get('/api/me/calendar-feed').expect(200);
    const path = new URL(url).pathname;

    const first = await request(stack.baseUrl).get(path).expect(200);
    await agent.agent
      .post(`/api/visits/${visitId}/cancel`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ reason: 'Bien loué' })
      .expect(200);
    const afterCancel = await request(stack.baseUrl).get(path).expect(200);
    const renewed = (await agent.agent.post('/api/me/calendar-feed').set('X-CSRF-Token', agent.csrf).expect(201)).body
      .url;
    const oldUrl = await request(stack.baseUrl).get(path);
    await agent.agent.delete('/api/me/calendar-feed').set('X-CSRF-Token', agent.csrf).expect(204);
    const revoked = await request(stack.baseUrl).get(new URL(renewed).pathname);
    const gone = await agent.agent.get('/api/me/calendar-feed').expect(200);

    expect(none.body).toEqual({ active: false, createdAt: null });
    expect(live.body).toEqual({ active: true, createdAt: expect.any(String) });
    expect(JSON.stringify(live.body)).not.toContain(new URL(url).pathname.split('/').pop()!.replace('.ics', ''));
    expect(gone.body).toEqual({ active: false, createdAt: null });
    expect(first.text).toContain('METHOD:PUBLISH');
    expect(first.text).toContain(`UID:visit-${visitId}@creneau`);
    expect(afterCancel.text).toContain('STATUS:CANCELLED');
    expect(oldUrl.status).toBe(404);
    expect(revoked.status).toBe(404);
    expect((await request(stack.baseUrl).get('/api/public/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('keeps a moved visit as one event: the same UID, one change more, and no cancelled twin', async () => {
    const [, , , slot, , target] = await offeredSlots(stack.baseUrl, listingId, 2);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Deplacee') },
      `ics-move-${Date.now()}`,
    ).expect(201);
    const moved = await agent.agent
      .post(`/api/visits/${booked.body.id}/reschedule`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ startsAt: target.startsAt })
      .expect(201);
    const { url } = (await agent.agent.post('/api/me/calendar-feed').set('X-CSRF-Token', agent.csrf).expect(201)).body;

    const feed = (await request(stack.baseUrl).get(new URL(url).pathname).expect(200)).text;
    const download = (await agent.agent.get(`/api/visits/${moved.body.id}/ics`).expect(200)).text;

    const events = feed.split('BEGIN:VEVENT').filter((part) => part.includes(`UID:visit-${booked.body.id}@creneau`));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('STATUS:TENTATIVE');
    expect(events[0]).toContain('SEQUENCE:1\r\n');
    expect(events[0]).toContain(`DTSTART:${target.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(feed).not.toContain(`UID:visit-${moved.body.id}@creneau`);
    expect(download).toContain(`UID:visit-${booked.body.id}@creneau\r\n`);
  });

  it('counts changes in SEQUENCE (0, 1…), never in seconds, and says how often to refresh the feed', async () => {
    const [slot] = (await offeredSlots(stack.baseUrl, listingId, 3)).slice(-1);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Sequence') },
      `ics-seq-${Date.now()}`,
    ).expect(201);
    const ics = async () => (await agent.agent.get(`/api/visits/${booked.body.id}/ics`).expect(200)).text;

    const first = await ics();
    await agent.agent
      .post(`/api/visits/${booked.body.id}/cancel`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ reason: 'Bien loué' })
      .expect(200);
    const cancelled = await ics();
    const { url } = (await agent.agent.post('/api/me/calendar-feed').set('X-CSRF-Token', agent.csrf).expect(201)).body;
    const feed = (await request(stack.baseUrl).get(new URL(url).pathname).expect(200)).text;

    expect(first).toContain('\r\nSEQUENCE:0\r\n');
    expect(cancelled).toContain('\r\nSEQUENCE:1\r\n');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(feed).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    expect(feed).toContain('\r\nX-PUBLISHED-TTL:PT15M\r\n');
  });
});
