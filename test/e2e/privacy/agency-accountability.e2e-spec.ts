import sharp from 'sharp';
import { createAgency, createUser, signIn, TEST_PASSWORD, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

interface AuditRow {
  action: string;
  actorUserId: string | null;
  agencyId: string | null;
  path: string | null;
  details: { resource?: string; ids?: string[]; masquerading?: boolean };
}

// The agency is the controller: what the operator's staff read of its visitors' data, it can see; its DPA
// acceptance, breach contact, retention, register (art. 30) and whole export are kept and reached by it.
describe('accountability to agencies', () => {
  let stack: Stack;
  let agencyId: string;
  let otherAgencyId: string;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let ops: SignedIn;
  let opsUserId: string;
  let agentId: string;
  let agentEmail: string;
  let visitId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    otherAgencyId = (await createAgency(stack.db.pool)).id;
    const adminUser = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agentId = agent.id;
    agentEmail = agent.email;
    const opsUser = await createUser(stack.db.pool, { authType: 'ops' });
    opsUserId = opsUser.id;
    admin = await signIn(stack.baseUrl, adminUser);
    otherAdmin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: otherAgencyId, role: 'agency_admin' }),
    );
    ops = await signIn(stack.baseUrl, opsUser);
    const listingId = await createBookableListing(stack.db.pool, agencyId, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    visitId = (
      await bookPublic(
        stack.baseUrl,
        listingId,
        { startsAt: slot.startsAt, contact: contact('Lue') },
        `acc-${Date.now()}`,
      ).expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const opsReads = async (who: SignedIn): Promise<AuditRow[]> =>
    (
      await who.agent
        .get('/api/audit-log')
        .query({ filter: JSON.stringify({ action: 'ops.read' }), range: '[0,99]' })
        .expect(200)
    ).body as AuditRow[];

  it("writes an ops read of a visit into that agency's audit log, seen by its admins and no one else's", async () => {
    await ops.agent.get(`/api/visits/${visitId}`).expect(200);
    await ops.agent.get(`/api/agents/${agentId}/visits`).query({ from: new Date().toISOString() });

    const mine = await opsReads(admin);
    const theirs = await opsReads(otherAdmin);

    expect(mine).toContainEqual(
      expect.objectContaining({
        actorUserId: opsUserId,
        agencyId,
        path: `/api/visits/${visitId}`,
        details: expect.objectContaining({ resource: 'visit', ids: [visitId], masquerading: false }),
      }),
    );
    expect(theirs).toEqual([]);
  });

  it("writes an ops read of a signed voucher (a name and a signature) into the agency's log", async () => {
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = now() - interval '5 minutes', ends_at = now() + interval '25 minutes' WHERE id = $1`,
      [visitId],
    );
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 L 290 70" stroke="black" stroke-width="4"/></svg>';
    const png = (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
    const agentSession = await signIn(stack.baseUrl, {
      id: agentId,
      email: agentEmail,
      password: TEST_PASSWORD,
      agencyId,
    });
    await agentSession.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', agentSession.csrf)
      .send({ signerName: 'Camille Lue', signature: `data:image/png;base64,${png}` })
      .expect(201);

    await ops.agent.get(`/api/visits/${visitId}/voucher`).expect(200);

    expect(await opsReads(admin)).toContainEqual(
      expect.objectContaining({
        actorUserId: opsUserId,
        agencyId,
        details: expect.objectContaining({ resource: 'voucher' }),
      }),
    );
  });

  it('writes the reads made while masquerading too, and none for the agency reading its own data', async () => {
    const before = (await opsReads(admin)).length;
    await admin.agent.get(`/api/visits/${visitId}`).expect(200);
    await ops.agent.post('/api/masquerade').set('X-CSRF-Token', ops.csrf).send({ userId: agentId }).expect(200);
    await ops.agent.get('/api/visits').expect(200);
    await ops.agent.delete('/api/masquerade').set('X-CSRF-Token', ops.csrf).expect(200);

    const after = await opsReads(admin);

    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ actorUserId: opsUserId, details: { resource: 'visit', masquerading: true } });
  });

  it("records the DPA acceptance by the agency's admin, never by ops, and keeps breach contact and retention", async () => {
    const untouched = await admin.agent.get(`/api/agencies/${agencyId}/privacy`).expect(200);
    const byOps = await ops.agent
      .post(`/api/agencies/${agencyId}/privacy/dpa-acceptance`)
      .set('X-CSRF-Token', ops.csrf);
    const accepted = await admin.agent
      .post(`/api/agencies/${agencyId}/privacy/dpa-acceptance`)
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);
    const saved = await admin.agent
      .put(`/api/agencies/${agencyId}/privacy`)
      .set('X-CSRF-Token', admin.csrf)
      .send({
        breachContact: { name: 'DPO Agence', email: 'dpo@agence.example', phone: null },
        retention: { visitsMonths: 24 },
      })
      .expect(200);
    const tooLong = await admin.agent
      .put(`/api/agencies/${agencyId}/privacy`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ retention: { messagesMonths: 120 } });
    // SMS replies are kept for the operator's fixed period, whatever the agency: not a setting.
    const smsReplies = await admin.agent
      .put(`/api/agencies/${agencyId}/privacy`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ retention: { smsRepliesMonths: 6 } });
    const elsewhere = await otherAdmin.agent.get(`/api/agencies/${agencyId}/privacy`);

    expect(untouched.body).toMatchObject({
      dpa: null,
      breachContact: null,
      retention: { visitsMonths: 36, messagesMonths: 36, smsRepliesMonths: 36 },
    });
    expect(byOps.status).toBe(403);
    expect(accepted.body.dpa).toEqual({
      version: accepted.body.currentDpaVersion,
      acceptedAt: expect.any(String),
      acceptedBy: expect.any(String),
    });
    expect(saved.body).toMatchObject({
      breachContact: { name: 'DPO Agence', email: 'dpo@agence.example', phone: null },
      retention: { visitsMonths: 24, messagesMonths: 36, smsRepliesMonths: 36 },
      dpa: accepted.body.dpa,
    });
    expect(tooLong.status).toBe(400);
    expect(smsReplies.status).toBe(400);
    expect(elsewhere.status).toBe(404);
  });

  it("refuses the agency's privacy record, register and export to its agents who are not admins", async () => {
    const agentSession = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId }),
    );
    const answers = await Promise.all([
      agentSession.agent.get(`/api/agencies/${agencyId}/privacy`),
      agentSession.agent
        .put(`/api/agencies/${agencyId}/privacy`)
        .set('X-CSRF-Token', agentSession.csrf)
        .send({ retention: { visitsMonths: 1 } }),
      agentSession.agent
        .post(`/api/agencies/${agencyId}/privacy/dpa-acceptance`)
        .set('X-CSRF-Token', agentSession.csrf),
      agentSession.agent.get(`/api/agencies/${agencyId}/records-of-processing`),
      agentSession.agent.get(`/api/agencies/${agencyId}/export`),
      agentSession.agent.get('/api/audit-log'),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('gives the agency its register of processing (art. 30) and its whole data, the export itself logged', async () => {
    const register = await admin.agent.get(`/api/agencies/${agencyId}/records-of-processing`).expect(200);
    const exported = await admin.agent.get(`/api/agencies/${agencyId}/export`).expect(200);
    const actions = (await admin.agent.get('/api/audit-log').query({ range: '[0,99]' }).expect(200)).body as AuditRow[];

    expect(register.body.controller.name).toEqual(expect.any(String));
    expect(register.body.activities.map((a: { legalBasis: string }) => a.legalBasis)).toContain('c');
    expect(exported.headers['content-disposition']).toContain(`agency-${agencyId}.json`);
    // Written while it is read, page by page: no length known in advance.
    expect(exported.headers['transfer-encoding']).toBe('chunked');
    expect(Object.keys(exported.body)).toEqual(
      expect.arrayContaining([
        'agency',
        'users',
        'auditLog',
        'privacy',
        'listings',
        'candidates',
        'visits',
        'messages',
        'smsReplies',
      ]),
    );
    expect(exported.body.visits.map((v: { id: string }) => v.id)).toContain(visitId);
    expect(JSON.stringify(exported.body)).not.toMatch(/password_hash|calendar_token/);
    expect(exported.body.candidates).toHaveLength(1);
    expect(actions.map((entry) => entry.action)).toEqual(expect.arrayContaining(['agency.exported', 'dpa.accepted']));
  });

  it("lets the agency's admin export then anonymise a candidate, both logged; an agent or another agency may not", async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 2);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Effacable') },
      `anon-${Date.now()}`,
    ).expect(201);
    const [{ candidate_id: candidateId }] = (
      await stack.db.pool.query<{ candidate_id: string }>('SELECT candidate_id FROM visits WHERE id = $1', [
        booked.body.id,
      ])
    ).rows;
    const agentSession = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId }),
    );

    const exported = await admin.agent.get(`/api/candidates/${candidateId}/personal-data`).expect(200);
    const byAgent = await agentSession.agent.get(`/api/candidates/${candidateId}/personal-data`);
    const elsewhere = await otherAdmin.agent
      .post(`/api/candidates/${candidateId}/anonymise`)
      .set('X-CSRF-Token', otherAdmin.csrf);
    await admin.agent.post(`/api/candidates/${candidateId}/anonymise`).set('X-CSRF-Token', admin.csrf).expect(204);
    const { rows } = await stack.db.pool.query(
      `SELECT c.first_name, c.email, v.contact_last_name, v.status FROM candidates c JOIN visits v ON v.candidate_id = c.id
        WHERE c.id = $1`,
      [candidateId],
    );
    const actions = (await admin.agent.get('/api/audit-log').query({ range: '[0,99]' }).expect(200)).body as AuditRow[];

    expect(exported.body.candidate).toMatchObject({ lastName: 'Effacable' });
    expect(exported.body.visits.map((v: { id: string }) => v.id)).toEqual([booked.body.id]);
    expect(byAgent.status).toBe(403);
    expect(elsewhere.status).toBe(404);
    expect(rows).toEqual([
      { first_name: '', email: `${candidateId}@anonymised.invalid`, contact_last_name: null, status: 'cancelled' },
    ]);
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['candidate.exported', 'candidate.anonymised']),
    );
  });
});
