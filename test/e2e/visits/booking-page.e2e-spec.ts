import request from 'supertest';
import { createAgency, createUser } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { uniqueSuffix } from '../../support/test-env';
import { bookPublic, contact, createBookableListing, offeredSlots } from './visit-fixtures';

describe('the public booking page /book/{slug}', () => {
  let stack: Stack;
  let agency: { id: string; slug: string };
  let agentSlug: string;
  let agentId: string;
  let rentId: string;
  let saleId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const pool = stack.db.pool;
    agency = await createAgency(pool);
    await pool.query(`UPDATE agencies SET brand_color = '#1d4ed8', phone = '+33 1 23 45 67 89' WHERE id = $1`, [
      agency.id,
    ]);
    agentId = (await createUser(pool, { authType: 'realtor', agencyId: agency.id })).id;
    agentSlug = `agent-${uniqueSuffix()}`;
    await pool.query(`UPDATE users SET public_slug = $2, first_name = 'Hugo', last_name = 'Bernard' WHERE id = $1`, [
      agentId,
      agentSlug,
    ]);
    rentId = await createBookableListing(pool, agency.id, agentId);
    saleId = await createBookableListing(pool, agency.id, agentId, { transaction: 'sale' });
    await pool.query(
      `UPDATE listings SET street = '12 rue des Archives', postal_code = '75004', city = 'Paris',
              address_precision = CASE WHEN id = $1 THEN 1 ELSE 2 END, title = '{"fr": "Deux pièces"}' WHERE id IN ($1, $2)`,
      [rentId, saleId],
    );
    // Neither a draft nor a listing without an active agent can be booked: the page never offers them.
    await createBookableListing(pool, agency.id, agentId, { status: 'draft' });
    const gone = (await createUser(pool, { authType: 'realtor', agencyId: agency.id })).id;
    await createBookableListing(pool, agency.id, gone);
    await pool.query('UPDATE users SET active = false WHERE id = $1', [gone]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const page = (slug: string, lang?: string) =>
    request(stack.baseUrl)
      .get(`/api/public/book/${slug}`)
      .query(lang ? { lang } : {});

  it('resolves an agent slug to the agent and their bookable listings, with the agency branding', async () => {
    const { body } = await page(agentSlug).expect(200);

    expect(body.kind).toBe('agent');
    expect(body.agent).toEqual({ firstName: 'Hugo', lastName: 'Bernard', photoUrl: null });
    expect(body.agency).toMatchObject({ slug: agency.slug, brandColor: '#1d4ed8', phone: '+33 1 23 45 67 89' });
    expect(body.timeZone).toBe('Europe/Paris');
    expect(body.listings.map((l: { id: string }) => l.id).sort()).toEqual([rentId, saleId].sort());
    expect(JSON.stringify(body)).not.toContain(agentId);
  });

  it('gives the questions of each transaction and the address only as precise as the listing allows', async () => {
    const { body } = await page(agentSlug).expect(200);
    const rent = body.listings.find((l: { id: string }) => l.id === rentId);
    const sale = body.listings.find((l: { id: string }) => l.id === saleId);

    expect(rent.questions.map((q: { key: string }) => q.key)).toEqual(['moveInDate', 'occupants', 'maxBudget']);
    // Nothing financial before a visit to buy: the budget is an application question (applicant-data policy).
    expect(sale.questions.map((q: { key: string }) => q.key)).toEqual(['projectKind', 'purchaseHorizon']);
    expect(rent.address).toEqual({ street: '12 rue des Archives', postalCode: '75004', city: 'Paris' });
    expect(sale.address).toEqual({ street: null, postalCode: null, city: 'Paris' });
    expect(rent.agent).toEqual({ firstName: 'Hugo', lastName: 'Bernard', photoUrl: null });
  });

  it('resolves an agency slug and a listing id, and starts the week per language', async () => {
    const byAgency = await page(agency.slug, 'en').expect(200);
    const byListing = await page(rentId, 'nl').expect(200);

    expect([byAgency.body.kind, byAgency.body.agent, byAgency.body.weekStartsOn]).toEqual(['agency', null, 0]);
    expect(byAgency.body.listings).toHaveLength(2);
    expect([byListing.body.kind, byListing.body.weekStartsOn]).toEqual(['listing', 1]);
    expect(byListing.body.listings.map((l: { id: string }) => l.id)).toEqual([rentId]);
  });

  // An agent and an agency once could share a slug, and the agent won: a competitor's agent could take an
  // agency's booking page (issue 18). One namespace now holds every public slug, so a slug names one of them.
  it('never lets an agent and an agency share a slug: the page names the one that holds it', async () => {
    const clash = createAgency(stack.db.pool, { slug: agentSlug });

    await expect(clash).rejects.toMatchObject({ constraint: 'public_slugs_pkey' });
    const { body } = await page(agentSlug).expect(200);
    expect(body.kind).toBe('agent');
  });

  it.each([['unknown-slug'], ['00000000-0000-4000-8000-000000000000'], ['bad%20slug'], ['a'.repeat(81)]])(
    'answers 404 BOOKING_PAGE_NOT_FOUND for %s',
    async (slug) => {
      const response = await page(slug).expect(404);

      expect(response.body.code).toBe('BOOKING_PAGE_NOT_FOUND');
    },
  );

  it('answers 404 for a draft listing and an inactive agency', async () => {
    const draft = await createBookableListing(stack.db.pool, agency.id, agentId, { status: 'draft' });
    const closed = await createAgency(stack.db.pool);
    await stack.db.pool.query('UPDATE agencies SET active = false WHERE id = $1', [closed.id]);

    expect((await page(draft)).status).toBe(404);
    expect((await page(closed.slug)).status).toBe(404);
  });

  it('gives the visitor a private .ics link of their booking, and nothing to a wrong token', async () => {
    const [slot] = await offeredSlots(stack.baseUrl, rentId, 1);
    const booked = await bookPublic(
      stack.baseUrl,
      rentId,
      { startsAt: slot.startsAt, contact: contact('Ics') },
      'ics-key-1',
    );
    expect(booked.status).toBe(201);
    const { id, calendarToken } = booked.body;
    expect(calendarToken).toMatch(/^[0-9a-f]{64}$/);
    const replay = await bookPublic(
      stack.baseUrl,
      rentId,
      { startsAt: slot.startsAt, contact: contact('Ics') },
      'ics-key-1',
    );
    expect(replay.body.calendarToken).toBe(calendarToken);

    const ics = await request(stack.baseUrl)
      .get(`/api/public/visits/${id}/ics`)
      .query({ token: calendarToken })
      .expect(200);
    const wrong = await request(stack.baseUrl)
      .get(`/api/public/visits/${id}/ics`)
      .query({ token: calendarToken.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) });
    const missing = await request(stack.baseUrl).get(`/api/public/visits/${id}/ics`);

    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.text).toContain('SUMMARY:Visite\u00a0: Deux pièces');
    expect(ics.text).toContain('LOCATION:12 rue des Archives\\, 75004 Paris');
    expect(ics.text).toContain(`DTSTART:${slot.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(ics.text).not.toContain('+33 6 12 34 56 78');
    expect([wrong.status, missing.status]).toEqual([404, 404]);
  });
});
