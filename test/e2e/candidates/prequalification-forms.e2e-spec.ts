import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

/** Issue 20: the agency's forms per transaction, a listing's own form, and what the booking page asks. */
describe('prequalification forms', () => {
  let stack: Stack;
  let agencyId: string;
  let admin: SignedIn;
  let agent: SignedIn;
  let agentId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    const adminUser = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    const agentUser = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agent' });
    agentId = agentUser.id;
    admin = await signIn(stack.baseUrl, adminUser);
    agent = await signIn(stack.baseUrl, agentUser);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const questionsOn = async (listingId: string) => {
    const { body } = await request(stack.baseUrl).get(`/api/public/book/${listingId}`).expect(200);
    return (body.listings[0].questions as { key: string; required: boolean }[]).map(
      ({ key, required }) => `${key}${required ? '*' : ''}`,
    );
  };

  const saveAgencyForm = (body: object, who = admin) =>
    who.agent.put(`/api/agencies/${agencyId}/prequalification`).set('X-CSRF-Token', who.csrf).send(body);

  it('answers the shipped defaults until the agency saves its own form, and again once it resets', async () => {
    const { body } = await agent.agent.get(`/api/agencies/${agencyId}/prequalification`).expect(200);
    expect(body.forms).toEqual([
      {
        transaction: 'rent',
        isDefault: true,
        questions: [
          { key: 'moveInDate', required: false },
          { key: 'occupants', required: false },
          { key: 'maxBudget', required: false },
        ],
        choosable: ['moveInDate', 'occupants', 'maxBudget'],
      },
      {
        transaction: 'sale',
        isDefault: true,
        questions: [
          { key: 'projectKind', required: false },
          { key: 'maxBudget', required: false },
          { key: 'purchaseHorizon', required: false },
        ],
        choosable: ['projectKind', 'purchaseHorizon'],
      },
    ]);

    const saved = await saveAgencyForm({
      transaction: 'sale',
      questions: [{ key: 'purchaseHorizon', required: true }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.forms[1]).toMatchObject({
      isDefault: false,
      questions: [{ key: 'purchaseHorizon', required: true }],
    });
    const reset = await saveAgencyForm({ transaction: 'sale', questions: null }).expect(200);
    expect(reset.body.forms[1]).toMatchObject({ isDefault: true });
  });

  it("makes the booking page ask the agency's form, then the listing's own, always within the region", async () => {
    const paris = await createBookableListing(stack.db.pool, agencyId, agentId);
    const brussels = await createBookableListing(stack.db.pool, agencyId, agentId);
    await stack.db.pool.query(`UPDATE listings SET country = 'BE', postal_code = '1050' WHERE id = $1`, [brussels]);
    expect(await questionsOn(paris)).toEqual(['moveInDate', 'occupants', 'maxBudget']);

    await saveAgencyForm({
      transaction: 'rent',
      questions: [
        { key: 'maxBudget', required: true },
        { key: 'occupants', required: false },
      ],
    }).expect(200);
    expect(await questionsOn(paris)).toEqual(['maxBudget*', 'occupants']);
    // Brussels allows no search criteria before the visit: the saved form changes nothing there.
    expect(await questionsOn(brussels)).toEqual([]);

    const own = await agent.agent
      .put(`/api/listings/${paris}/prequalification`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ questions: [{ key: 'moveInDate', required: true }] })
      .expect(200);
    expect(own.body).toMatchObject({ override: [{ key: 'moveInDate', required: true }] });
    expect(own.body.effective.map(({ key }: { key: string }) => key)).toEqual(['moveInDate']);
    expect(await questionsOn(paris)).toEqual(['moveInDate*']);

    await agent.agent
      .put(`/api/listings/${paris}/prequalification`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ questions: null })
      .expect(200);
    expect(await questionsOn(paris)).toEqual(['maxBudget*', 'occupants']);
    await saveAgencyForm({ transaction: 'rent', questions: null }).expect(200);
  });

  it('refuses a question no region allows before a visit, and an agent saving the agency form', async () => {
    const refused = await saveAgencyForm({
      transaction: 'rent',
      questions: [{ key: 'monthlyResources', required: false }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'FIELD_NOT_ALLOWED',
      details: { fields: [{ field: 'questions.monthlyResources', constraints: ['notAllowed'] }] },
    });
    const listing = await createBookableListing(stack.db.pool, agencyId, agentId, { transaction: 'sale' });
    const onSale = await agent.agent
      .put(`/api/listings/${listing}/prequalification`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ questions: [{ key: 'maxBudget', required: false }] });
    expect(onSale.status).toBe(400);
    expect(onSale.body.code).toBe('FIELD_NOT_ALLOWED');
    expect((await saveAgencyForm({ transaction: 'rent', questions: [] }, agent)).status).toBe(403);
    const { rows } = await stack.db.pool.query('SELECT 1 FROM prequalification_forms WHERE agency_id = $1', [agencyId]);
    expect(rows).toEqual([]);
  });

  it('refuses a booking missing a required answer', async () => {
    const listing = await createBookableListing(stack.db.pool, agencyId, agentId);
    await agent.agent
      .put(`/api/listings/${listing}/prequalification`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ questions: [{ key: 'occupants', required: true }] })
      .expect(200);
    const [slot] = await offeredSlots(stack.baseUrl, listing, 1);
    const missing = await bookPublic(
      stack.baseUrl,
      listing,
      { startsAt: slot.startsAt, contact: contact('Required') },
      randomUUID(),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields).toEqual([{ field: 'answers.occupants', constraints: ['isDefined'] }]);
    const answered = { startsAt: slot.startsAt, contact: contact('Required'), answers: { occupants: 2 } };
    expect((await bookPublic(stack.baseUrl, listing, answered, randomUUID())).status).toBe(201);
  });

  it('declines politely, naming each reason, answers the rules refuse; books those they accept', async () => {
    const listing = await createBookableListing(stack.db.pool, agencyId, agentId);
    await stack.db.pool.query('UPDATE listings SET rent = 950, surface = 30, rooms = 2 WHERE id = $1', [listing]);
    const [slot] = await offeredSlots(stack.baseUrl, listing, 1);
    const body = (name: string, answers: object) => ({ startsAt: slot.startsAt, contact: contact(name), answers });

    const declined = await bookPublic(
      stack.baseUrl,
      listing,
      body('Declined', { maxBudget: 800, occupants: 3 }),
      randomUUID(),
    );
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({
      code: 'CANDIDATE_DECLINED',
      details: {
        reasons: [
          { rule: 'budgetBelowRent', values: { budget: 800, amount: 950 } },
          { rule: 'tooManyOccupants', values: { occupants: 3, limit: 2 } },
        ],
      },
    });
    const { rows } = await stack.db.pool.query('SELECT 1 FROM visits WHERE listing_id = $1', [listing]);
    expect(rows).toEqual([]);

    const booked = await bookPublic(
      stack.baseUrl,
      listing,
      body('Booked', { maxBudget: 950, occupants: 2 }),
      randomUUID(),
    );
    expect(booked.status).toBe(201);
  });
});
