import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { insertListing, insertVisit } from '../back-office/back-office-fixtures';
import { insertCandidate } from './candidate-fixtures';

/**
 * Duplicates (issue 20): the same person (e-mail or phone, normalised) on one listing is one candidate;
 * across listings the agent sees their other requests; a manual merge keeps all history and visits.
 */
describe('candidate duplicates, manual entries and merges', () => {
  let stack: Stack;
  let realtor: SignedIn;
  let agencyId: string;
  let agentId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = agent.id;
    realtor = await signIn(stack.baseUrl, agent);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const enter = (body: object) => realtor.agent.post('/api/candidates').set('X-CSRF-Token', realtor.csrf).send(body);

  it('meets the same person typed again on one listing (e-mail in any case, phone in any form)', async () => {
    const listingId = await insertListing(stack.db.pool, agencyId, agentId);
    const first = await enter({ firstName: 'Inès', lastName: 'Manuel', email: 'ines@example.test', listingId }).expect(
      201,
    );
    const again = await enter({ firstName: 'Inès', lastName: 'Manuel', email: 'INES@Example.test', listingId }).expect(
      201,
    );
    const byPhone = await enter({ firstName: 'Tom', lastName: 'Tel', phone: '06 12 34 56 78', listingId }).expect(201);
    const samePhone = await enter({ firstName: 'Tom', lastName: 'Tel', phone: '+33612345678', listingId }).expect(201);

    expect(again.body.id).toBe(first.body.id);
    expect(samePhone.body.id).toBe(byPhone.body.id);
    expect(first.body).toMatchObject({ source: 'manual', status: 0, listingId });
    expect(again.body.history.map((entry: { kind: string }) => entry.kind)).toEqual(['created', 'source_added']);
    expect(again.body.history[0].actor).toBe(agentId);
  });

  it('answers 400 to a manual entry with neither e-mail nor phone, and 404 for another agency’s listing', async () => {
    const foreign = await insertListing(
      stack.db.pool,
      (await createAgency(stack.db.pool)).id,
      (await createUser(stack.db.pool, { authType: 'realtor', agencyId })).id,
    );
    expect((await enter({ firstName: 'A', lastName: 'B' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect(
      (await enter({ firstName: 'A', lastName: 'B', email: 'a@example.test', listingId: foreign }).expect(404)).body
        .code,
    ).toBe('NOT_FOUND');
  });

  it('shows the same person’s requests on other listings on the candidate page', async () => {
    const one = await insertListing(stack.db.pool, agencyId, agentId);
    const two = await insertListing(stack.db.pool, agencyId, agentId);
    const a = (await enter({ firstName: 'Léo', lastName: 'Deux', email: 'leo@example.test', listingId: one })).body.id;
    const b = (await enter({ firstName: 'Léo', lastName: 'Deux', email: 'leo@example.test', listingId: two })).body.id;

    const page = await realtor.agent.get(`/api/candidates/${a}`).expect(200);

    expect(a).not.toBe(b);
    expect(page.body.otherRequests).toEqual([
      expect.objectContaining({ id: b, listing: expect.objectContaining({ id: two }) }),
    ]);
  });

  it('offers the same name under another e-mail or phone on the listing as a likely duplicate', async () => {
    const listingId = await insertListing(stack.db.pool, agencyId, agentId);
    const one = (await enter({ firstName: 'Zoé', lastName: 'Twin', email: 'zoe@example.test', listingId })).body.id;
    const two = (await enter({ firstName: 'ZOÉ ', lastName: 'twin', phone: '06 12 00 00 77', listingId })).body.id;
    await enter({ firstName: 'Zoé', lastName: 'Other', email: 'zoe.other@example.test', listingId }).expect(201);

    const page = await realtor.agent.get(`/api/candidates/${one}`).expect(200);

    expect(page.body.duplicates).toEqual([
      expect.objectContaining({ id: two, phone: '+33612000077', listing: expect.objectContaining({ id: listingId }) }),
    ]);
  });

  it('merges a duplicate: its visits, answers and history move, and it leaves the list', async () => {
    const listingId = await insertListing(stack.db.pool, agencyId, agentId);
    const keep = await insertCandidate(stack.db.pool, agencyId, { listingId, email: 'keep@example.test', status: 7 });
    const visitId = await insertVisit(stack.db.pool, { agencyId, agentId, listingId }, 30);
    const twin = (await stack.db.pool.query('SELECT candidate_id FROM visits WHERE id = $1', [visitId])).rows[0]
      .candidate_id as string;
    await stack.db.pool.query(
      `INSERT INTO candidate_events (candidate_id, agency_id, kind, to_status, actor) VALUES ($1, $2, 'created', 0, 'candidate')`,
      [twin, agencyId],
    );

    const notice = (
      await stack.db.pool.query(
        `INSERT INTO messages (agency_id, candidate_id, channel, recipient, purpose, language, subject, body_text, status)
         VALUES ($1, $2, 'email', 'twin@example.test', 'candidate_status', 'fr', 'Votre demande', 'x', 'sent') RETURNING id`,
        [agencyId, twin],
      )
    ).rows[0].id as string;

    const merged = await realtor.agent
      .post(`/api/candidates/${keep}/merge`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ from: twin })
      .expect(200);

    expect(merged.body.status).toBe(7);
    expect(merged.body.visits.map((visit: { id: string }) => visit.id)).toEqual([visitId]);
    expect(merged.body.messages.map((message: { id: string }) => message.id)).toEqual([notice]);
    expect(merged.body.history.map((entry: { kind: string }) => entry.kind).sort()).toEqual(['created', 'merged']);
    expect(merged.body.history.find((entry: { kind: string }) => entry.kind === 'merged').data).toMatchObject({
      from: twin,
      lastName: 'V30',
    });
    const { rows } = await stack.db.pool.query('SELECT merged_into FROM candidates WHERE id = $1', [twin]);
    expect(rows[0].merged_into).toBe(keep);
    const list = await realtor.agent
      .get('/api/candidates')
      .query({ filter: JSON.stringify({ id: [keep, twin] }) })
      .expect(200);
    expect(list.body.map((row: { id: string }) => row.id)).toEqual([keep]);
    // Merged once is merged: again, or into itself, is refused and changes nothing.
    const again = await realtor.agent
      .post(`/api/candidates/${keep}/merge`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ from: twin });
    const self = await realtor.agent
      .post(`/api/candidates/${keep}/merge`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ from: keep });
    expect([again.status, again.body.code, self.status, self.body.code]).toEqual([
      409,
      'CANDIDATE_MERGE_INVALID',
      409,
      'CANDIDATE_MERGE_INVALID',
    ]);
  });

  it('lists with filters and sort, and refuses an unknown filter', async () => {
    const listingId = await insertListing(stack.db.pool, agencyId, agentId);
    const refusedOne = await insertCandidate(stack.db.pool, agencyId, { listingId, status: 2, firstName: 'Zoé' });
    await insertCandidate(stack.db.pool, agencyId, { listingId, status: 1 });

    const page = await realtor.agent
      .get('/api/candidates')
      .query({
        filter: JSON.stringify({ listingId, status: [2], source: 'booking_page' }),
        sort: JSON.stringify(['createdAt', 'DESC']),
        range: JSON.stringify([0, 9]),
      })
      .expect(200);
    const unknown = await realtor.agent.get('/api/candidates').query({ filter: JSON.stringify({ income: 3 }) });

    expect(page.body.map((row: { id: string }) => row.id)).toEqual([refusedOne]);
    expect(page.headers['content-range']).toBe('candidates 0-0/1');
    expect(page.body[0]).toMatchObject({ refusalReason: 'other', listing: expect.objectContaining({ id: listingId }) });
    expect(unknown.status).toBe(400);
  });
});
