import type { Pool } from 'pg';
import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import {
  bookPublic,
  bookingRows,
  createBookableListing,
  moveVisitToPast,
  offeredSlots,
  shortCodeOf,
} from '../visits/visit-fixtures';

/**
 * What may be asked of an applicant, and when, follows the region of the listing's address
 * (docs/applicant-data-by-region.md): the API refuses by name what the region does not allow at the
 * stage, whatever the form asked, and stores nothing.
 */
describe('applicant data by region, as the law says', () => {
  let stack: Stack;
  let agent: SignedIn;
  let agencyId: string;
  let agentId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool, { country: 'BE' })).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = user.id;
    agent = await signIn(stack.baseUrl, user);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** A published listing at this postcode, as the listing form saves it. */
  async function listingAt(
    pool: Pool,
    country: 'FR' | 'BE',
    postalCode: string,
    transaction: 'rent' | 'sale' = 'rent',
  ) {
    const id = await createBookableListing(pool, agencyId, agentId, { transaction });
    await pool.query('UPDATE listings SET country = $2, postal_code = $3 WHERE id = $1', [id, country, postalCode]);
    return id;
  }

  let keys = 0;
  async function book(listingId: string, contact: object, answers?: object) {
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1 + (keys % 5));
    keys += 1;
    return bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: { firstName: 'Noor', lastName: 'El Amrani', ...contact }, answers },
      `region-${keys}-${Date.now()}`,
    );
  }

  /** A booking that must go through: its body (the booked visit). */
  async function booked(listingId: string, contact: object) {
    const response = await book(listingId, contact);
    expect([response.status, response.body.code]).toEqual([201, undefined]);
    return response.body as { id: string };
  }

  describe('before the visit', () => {
    it('refuses a Brussels booking with occupants or a budget, naming the field, and stores nothing', async () => {
      const listingId = await listingAt(stack.db.pool, 'BE', '1050');
      const before = await bookingRows(stack.db.pool);

      const occupants = await book(listingId, { email: 'noor@example.be' }, { occupants: 2 });
      const budget = await book(listingId, { phone: '+32 470 12 34 56' }, { maxBudget: 1100 });

      expect([occupants.status, occupants.body.code, occupants.body.details]).toEqual([
        400,
        'FIELD_NOT_ALLOWED',
        {
          region: 'BE-BRU',
          stage: 'beforeVisit',
          fields: [{ field: 'answers.occupants', constraints: ['allowedAfterVisit'] }],
        },
      ]);
      expect([budget.status, budget.body.code, budget.body.details.fields]).toEqual([
        400,
        'FIELD_NOT_ALLOWED',
        [{ field: 'answers.maxBudget', constraints: ['notAllowed'] }],
      ]);
      expect(await bookingRows(stack.db.pool)).toEqual(before);
    });

    it('books a Brussels visit with a name and a phone only, or an e-mail only, and refuses neither', async () => {
      const listingId = await listingAt(stack.db.pool, 'BE', '1000');

      const byPhone = await book(listingId, { phone: '+32 470 55 66 77' });
      const byEmail = await book(listingId, { email: 'arthur@example.be' });
      const before = await bookingRows(stack.db.pool);
      const neither = await book(listingId, {});

      expect([byPhone.status, byEmail.status]).toEqual([201, 201]);
      expect([neither.status, neither.body.details.fields]).toEqual([
        400,
        [
          { field: 'contact.email', constraints: ['oneOfRequired'] },
          { field: 'contact.phone', constraints: ['oneOfRequired'] },
        ],
      ]);
      expect(await bookingRows(stack.db.pool)).toEqual(before);
      const { rows } = await stack.db.pool.query(
        `SELECT c.email, c.phone, v.contact_phone, v.answers FROM visits v JOIN candidates c ON c.id = v.candidate_id
          WHERE v.id = ANY($1) ORDER BY c.email NULLS FIRST`,
        [[byPhone.body.id, byEmail.body.id]],
      );
      expect(rows).toEqual([
        { email: null, phone: '+32470556677', contact_phone: '+32470556677', answers: {} },
        { email: 'arthur@example.be', phone: null, contact_phone: '', answers: {} },
      ]);
    });

    it('keeps one candidate per phone among those who gave no e-mail', async () => {
      const listingId = await listingAt(stack.db.pool, 'BE', '1180');
      const first = await booked(listingId, { phone: '+32 470 00 11 22' });
      const second = await booked(listingId, { phone: '+32 470 00 11 22', firstName: 'Other' });
      const { rows } = await stack.db.pool.query('SELECT DISTINCT candidate_id FROM visits WHERE id = ANY($1)', [
        [first.id, second.id],
      ]);
      expect(rows).toHaveLength(1);
    });

    it('accepts search criteria on a French booking, refuses income, and wants both e-mail and phone', async () => {
      const listingId = await listingAt(stack.db.pool, 'FR', '75004');
      const contact = { email: 'lea@example.fr', phone: '+33 6 12 34 56 78' };
      const dayAfter = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

      const criteria = await book(listingId, contact, { moveInDate: dayAfter, occupants: 3, maxBudget: 1400 });
      const before = await bookingRows(stack.db.pool);
      const income = await book(listingId, contact, { monthlyResources: 4200 });
      const guarantor = await book(listingId, contact, { guarantor: 'visale' });
      const emailOnly = await book(listingId, { email: 'lea@example.fr' });

      expect(criteria.status).toBe(201);
      expect([income.status, income.body.code, income.body.details.fields]).toEqual([
        400,
        'FIELD_NOT_ALLOWED',
        [{ field: 'answers.monthlyResources', constraints: ['allowedAfterVisit'] }],
      ]);
      expect([guarantor.status, guarantor.body.code]).toEqual([400, 'FIELD_NOT_ALLOWED']);
      expect([emailOnly.status, emailOnly.body.details.fields]).toEqual([
        400,
        [{ field: 'contact.phone', constraints: ['isDefined'] }],
      ]);
      expect(await bookingRows(stack.db.pool)).toEqual(before);
    });

    it('reads Wallonia and Flanders from the postcode and asks nothing financial there either', async () => {
      const namur = await listingAt(stack.db.pool, 'BE', '5000');
      const ghent = await listingAt(stack.db.pool, 'BE', '9000');

      const walloon = await book(namur, { email: 'a@example.be' }, { occupants: 1 });
      const flemish = await book(ghent, { email: 'b@example.be' }, { moveInDate: '2099-01-01' });

      expect([walloon.body.code, walloon.body.details.region]).toEqual(['FIELD_NOT_ALLOWED', 'BE-WAL']);
      expect([flemish.body.code, flemish.body.details.region]).toEqual(['FIELD_NOT_ALLOWED', 'BE-VLG']);
    });

    it("shows on the booking page each listing's region and only the questions it allows", async () => {
      const brussels = await listingAt(stack.db.pool, 'BE', '1050');
      const ghentSale = await listingAt(stack.db.pool, 'BE', '9000', 'sale');
      const page = (id: string) => request(stack.baseUrl).get(`/api/public/book/${id}`).expect(200);

      const [bxl] = (await page(brussels)).body.listings;
      const [sale] = (await page(ghentSale)).body.listings;

      expect([bxl.region, bxl.questions]).toEqual(['BE-BRU', []]);
      expect([sale.region, sale.questions.map(({ key }: { key: string }) => key)]).toEqual([
        'BE-VLG',
        ['projectKind', 'purchaseHorizon'],
      ]);
    });

    it('refuses on a back-office booking what the region does not allow, as on the public form', async () => {
      const listingId = await listingAt(stack.db.pool, 'BE', '1050');
      const [slot] = await offeredSlots(stack.baseUrl, listingId, 2);
      const response = await agent.agent
        .post('/api/visits')
        .set('X-CSRF-Token', agent.csrf)
        .set('Idempotency-Key', `back-office-${Date.now()}`)
        .send({
          listingId,
          startsAt: slot.startsAt,
          contact: { firstName: 'Jules', lastName: 'Wouters', phone: '+32 470 11 11 11' },
          answers: { occupants: 4 },
        });
      expect([response.status, response.body.code]).toEqual([400, 'FIELD_NOT_ALLOWED']);
    });
  });

  it("tells the agency's settings which region's policy applies to each of its listings", async () => {
    const liege = await listingAt(stack.db.pool, 'BE', '4000');
    const answer = await agent.agent.get(`/api/agencies/${agencyId}/applicant-data`).expect(200);
    const listed = answer.body.listings.find((listing: { listingId: string }) => listing.listingId === liege);
    expect(listed).toMatchObject({ region: 'BE-WAL', transaction: 'rent', postalCode: '4000' });
    expect(answer.body.total).toBe(answer.body.listings.length);
  });

  describe('after the visit', () => {
    const apply = (code: string, answers: object) =>
      request(stack.baseUrl).put(`/api/public/short-links/${code}/application`).send(answers);

    it('opens the application questions once the visit is done, not before, and stores them per candidate', async () => {
      const listingId = await listingAt(stack.db.pool, 'BE', '1050');
      const visit = await booked(listingId, { phone: '+32 470 22 33 44' });
      const code = await shortCodeOf(stack.db.pool, visit.id);

      const early = await apply(code, { occupants: 3, monthlyResources: 2100 });
      const view = await request(stack.baseUrl).get(`/api/public/short-links/${code}`).expect(200);
      expect([early.status, early.body.code]).toEqual([409, 'APPLICATION_NOT_OPEN']);
      expect(view.body.can.apply).toBe(false);
      expect(view.body.application.questions.map(({ key }: { key: string }) => key)).toEqual([
        'occupants',
        'monthlyResources',
      ]);

      await moveVisitToPast(stack.db.pool, visit.id, 1);
      await agent.agent
        .post(`/api/visits/${visit.id}/outcome`)
        .set('X-CSRF-Token', agent.csrf)
        .send({ outcome: 'done' })
        .expect(200);
      const tooMuch = await apply(code, { occupants: 3, civilStatus: 'married' });
      const answered = await apply(code, { occupants: 3, monthlyResources: 2100 }).expect(200);

      expect([tooMuch.status, tooMuch.body.details.fields]).toEqual([
        400,
        [{ field: 'answers.civilStatus', constraints: ['allowedForLease'] }],
      ]);
      expect(answered.body.can.apply).toBe(true);
      expect(answered.body.application.answeredAt).toEqual(expect.any(String));
      // The link never shows the answers back: only that and when they were given.
      expect(JSON.stringify(answered.body)).not.toContain('2100');
      const { rows } = await stack.db.pool.query(
        `SELECT a.stage, a.region, a.answers, a.candidate_id = v.candidate_id AS mine
           FROM applicant_answers a JOIN visits v ON v.id = a.visit_id WHERE a.visit_id = $1`,
        [visit.id],
      );
      expect(rows).toEqual([
        { stage: 'application', region: 'BE-BRU', answers: { occupants: 3, monthlyResources: 2100 }, mine: true },
      ]);
      const seen = await agent.agent.get(`/api/visits/${visit.id}`).expect(200);
      expect(seen.body.application).toEqual({
        answers: { occupants: 3, monthlyResources: 2100 },
        answeredAt: expect.any(String),
      });
    });

    it('opens them when the agent invites the candidate after the visit, and lets no one invite before it', async () => {
      const listingId = await listingAt(stack.db.pool, 'FR', '75011');
      const visit = await booked(listingId, { email: 'ines@example.fr', phone: '+33 6 22 33 44 55' });
      const code = await shortCodeOf(stack.db.pool, visit.id);
      const invite = () =>
        agent.agent.post(`/api/visits/${visit.id}/application-invitation`).set('X-CSRF-Token', agent.csrf);

      const early = await invite();
      expect([early.status, early.body.code]).toEqual([409, 'VISIT_STATE_INVALID']);
      await moveVisitToPast(stack.db.pool, visit.id, 1);
      const invited = await invite().expect(200);
      const answered = await apply(code, { monthlyResources: 3900, guarantor: 'person' }).expect(200);

      expect(invited.body.applicationInvitedAt).toEqual(expect.any(String));
      expect(answered.body.can.apply).toBe(true);
      const { rows } = await stack.db.pool.query(
        `SELECT event FROM outbox WHERE event = 'visit.application_invited' AND payload->>'visitId' = $1`,
        [visit.id],
      );
      expect(rows).toHaveLength(1);
    });

    it("answers 404 for another agency's visit and for an unknown link", async () => {
      const other = (await createAgency(stack.db.pool)).id;
      const otherAgent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: other });
      const theirListing = await createBookableListing(stack.db.pool, other, otherAgent.id);
      const [slot] = await offeredSlots(stack.baseUrl, theirListing, 1);
      const theirs = await bookPublic(
        stack.baseUrl,
        theirListing,
        {
          startsAt: slot.startsAt,
          contact: { firstName: 'A', lastName: 'B', email: 'ab@example.fr', phone: '+33 6 00 00 00 01' },
        },
        `theirs-${Date.now()}`,
      ).expect(201);
      await moveVisitToPast(stack.db.pool, theirs.body.id, 1);

      await agent.agent
        .post(`/api/visits/${theirs.body.id}/application-invitation`)
        .set('X-CSRF-Token', agent.csrf)
        .expect(404);
      await apply('ZZZZZZZZZZ', { occupants: 1 }).expect(404);
    });
  });
});
