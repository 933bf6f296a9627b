import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { sentEmail, tokenIn } from '../../support/mailbox';
import { startStack, type Stack } from '../../support/stack';

describe('user management', () => {
  let stack: Stack;
  let agencyId: string;
  let admin: SignedIn;
  let adminId: string;

  beforeAll(async () => {
    stack = await startStack();
    agencyId = (await createAgency(stack.db.pool, { name: 'Agence Invite' })).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    adminId = user.id;
    admin = await signIn(stack.baseUrl, user);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('invites an agent by e-mail, who sets a password and lands in the agency', async () => {
    const email = `new-agent-${Date.now()}@example.test`;

    const invited = await admin.agent
      .post('/api/users')
      .set('X-CSRF-Token', admin.csrf)
      .send({ email, firstName: 'Nina', lastName: 'Roux', role: 'agent' })
      .expect(201);
    const message = await sentEmail(stack.db.pool, email, 'invitation');
    const accepted = await request(stack.baseUrl)
      .post('/api/auth/invitations/accept')
      .send({ token: tokenIn(message), password: 'Granite-Sparrow-Window-51' })
      .expect(200);

    expect(invited.body).toMatchObject({ email, role: 'agent', agencyId, invitationPending: true });
    expect(message.subject).toBe('Agence Invite vous invite sur Créneau');
    expect(accepted.body).toMatchObject({ user: { email, role: 'agent' }, agency: { id: agencyId } });
    expect((await admin.agent.get(`/api/users/${invited.body.id}`).expect(200)).body.invitationPending).toBe(false);
  });

  it('refuses an e-mail that already has an account', async () => {
    const existing = await createUser(stack.db.pool, { authType: 'ops' });

    const response = await admin.agent
      .post('/api/users')
      .set('X-CSRF-Token', admin.csrf)
      .send({ email: existing.email, firstName: 'A', lastName: 'B', role: 'agent' });

    expect([response.status, response.body.code]).toEqual([409, 'EMAIL_TAKEN']);
  });

  it('lists the agency users in the simple-rest shape with Content-Range', async () => {
    const response = await admin.agent
      .get('/api/users')
      .query({ sort: JSON.stringify(['email', 'ASC']), range: JSON.stringify([0, 0]), filter: JSON.stringify({}) })
      .expect(200);

    expect(response.body).toHaveLength(1);
    expect(response.headers['content-range']).toMatch(/^users 0-0\/\d+$/);
    expect(Number(response.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(2);
  });

  it('changes a role, and keeps at least one administrator', async () => {
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agent' });

    const promoted = await admin.agent
      .put(`/api/users/${agent.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ role: 'agency_admin' })
      .expect(200);
    await admin.agent.put(`/api/users/${agent.id}`).set('X-CSRF-Token', admin.csrf).send({ role: 'agent' }).expect(200);
    const selfDemotion = await admin.agent
      .put(`/api/users/${adminId}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ role: 'agent' });

    expect(promoted.body.role).toBe('agency_admin');
    expect([selfDemotion.status, selfDemotion.body.code]).toEqual([409, 'LAST_ADMIN']);
  });

  it('deactivates a user, whose sessions stop working at once', async () => {
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agent' });
    const session = await signIn(stack.baseUrl, user);

    await admin.agent.delete(`/api/users/${user.id}`).set('X-CSRF-Token', admin.csrf).expect(200);

    expect((await session.agent.get('/api/auth/me')).status).toBe(401);
    const again = await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: user.password, area: 'pro' });
    expect(again.status).toBe(401);
  });

  it('lets plain agents read their colleagues but manage nobody, and refuses mass assignment of the agency', async () => {
    const agent = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agent' }),
    );
    const other = await createAgency(stack.db.pool);

    const asAgent = await agent.agent
      .post('/api/users')
      .set('X-CSRF-Token', agent.csrf)
      .send({ email: `y-${Date.now()}@example.test`, firstName: 'Y', lastName: 'Z', role: 'agent' });
    const colleagues = await agent.agent.get('/api/users').expect(200);
    const intoOther = await admin.agent
      .post('/api/users')
      .set('X-CSRF-Token', admin.csrf)
      .send({
        email: `x-${Date.now()}@example.test`,
        firstName: 'X',
        lastName: 'Y',
        role: 'agent',
        agencyId: other.id,
      });
    const extraField = await admin.agent
      .put(`/api/users/${adminId}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ agencyId: other.id });

    expect([asAgent.status, asAgent.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(colleagues.body.length).toBeGreaterThan(0);
    expect(intoOther.status).toBe(404);
    expect([extraField.status, extraField.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lets ops manage every agency and its users', async () => {
    const ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));

    const created = await ops.agent
      .post('/api/agencies')
      .set('X-CSRF-Token', ops.csrf)
      .send({ name: 'Immo Gand', slug: `immo-gand-${Date.now()}`, country: 'BE', bceNumber: '0123456749' })
      .expect(201);
    const invited = await ops.agent
      .post('/api/users')
      .set('X-CSRF-Token', ops.csrf)
      .send({
        email: `gand-${Date.now()}@example.test`,
        firstName: 'Lotte',
        lastName: 'Peeters',
        role: 'agency_admin',
        agencyId: created.body.id,
        language: 'nl',
      })
      .expect(201);
    const duplicateSlug = await ops.agent
      .post('/api/agencies')
      .set('X-CSRF-Token', ops.csrf)
      .send({ name: 'Dup', slug: created.body.slug, country: 'FR' });

    expect(created.body).toMatchObject({ timeZone: 'Europe/Brussels', country: 'BE' });
    expect(invited.body.agencyId).toBe(created.body.id);
    expect((await sentEmail(stack.db.pool, invited.body.email, 'invitation')).subject).toBe(
      'Immo Gand nodigt u uit op Créneau',
    );
    expect([duplicateSlug.status, duplicateSlug.body.code]).toEqual([409, 'SLUG_TAKEN']);
  });

  it('keeps the widget origins and the inbound address of the agency', async () => {
    const saved = await admin.agent
      .put(`/api/agencies/${agencyId}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ widgetAllowedOrigins: ['https://www.agence-invite.fr'], inboundLocalPart: `invite-${Date.now()}` })
      .expect(200);
    const badOrigin = await admin.agent
      .put(`/api/agencies/${agencyId}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ widgetAllowedOrigins: ['javascript:alert(1)'] });
    const other = await createAgency(stack.db.pool);
    await stack.db.pool.query('UPDATE agencies SET inbound_local_part = $2 WHERE id = $1', [
      other.id,
      `taken-${Date.now()}`,
    ]);
    const { rows } = await stack.db.pool.query('SELECT inbound_local_part AS taken FROM agencies WHERE id = $1', [
      other.id,
    ]);
    const duplicate = await admin.agent
      .put(`/api/agencies/${agencyId}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ inboundLocalPart: rows[0].taken });

    expect(saved.body.widgetAllowedOrigins).toEqual(['https://www.agence-invite.fr']);
    expect([badOrigin.status, badOrigin.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'SLUG_TAKEN']);
  });

  it('keeps the countries the agency texts besides its own, its own only by default (issue 35)', async () => {
    const put = (body: object) =>
      admin.agent.put(`/api/agencies/${agencyId}`).set('X-CSRF-Token', admin.csrf).send(body);
    const before = await admin.agent.get(`/api/agencies/${agencyId}`).expect(200);

    const saved = await put({ smsCountries: ['LU', 'DE'] }).expect(200);
    const refused = await Promise.all([put({ smsCountries: ['lux'] }), put({ smsCountries: Array(11).fill('LU') })]);

    expect(before.body.smsCountries).toEqual([]);
    expect(saved.body.smsCountries).toEqual(['LU', 'DE']);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'VALIDATION_FAILED'],
      [400, 'VALIDATION_FAILED'],
    ]);
  });

  it('keeps the reminder policy of the agency, with defaults until it is set', async () => {
    const put = (body: object) =>
      admin.agent.put(`/api/agencies/${agencyId}`).set('X-CSRF-Token', admin.csrf).send(body);
    const before = await admin.agent.get(`/api/agencies/${agencyId}`).expect(200);
    const saved = await put({
      confirmationRequestTime: '19:30',
      reminderLeadMinutes: 60,
      confirmationDeadlineMinutes: 240,
      releaseUnconfirmed: true,
      visitorQuietStart: '20:30',
      visitorQuietEnd: '09:00',
    }).expect(200);
    const refused = await Promise.all([
      put({ confirmationRequestTime: '25:00' }),
      put({ reminderLeadMinutes: 5 }),
      put({ confirmationDeadlineMinutes: '180' }),
      put({ releaseUnconfirmed: 'yes' }),
      put({ visitorQuietStart: '9:00' }),
      // An empty window (SMS at any hour), whole or against the end already saved.
      put({ visitorQuietStart: '22:00', visitorQuietEnd: '22:00' }),
      put({ visitorQuietStart: '09:00' }),
    ]);

    expect(before.body).toMatchObject({
      confirmationRequestTime: '18:00',
      reminderLeadMinutes: 120,
      confirmationDeadlineMinutes: 180,
      releaseUnconfirmed: false,
      visitorQuietStart: '21:00',
      visitorQuietEnd: '08:00',
    });
    expect(saved.body).toMatchObject({
      confirmationRequestTime: '19:30',
      reminderLeadMinutes: 60,
      confirmationDeadlineMinutes: 240,
      releaseUnconfirmed: true,
      visitorQuietStart: '20:30',
      visitorQuietEnd: '09:00',
    });
    expect(refused.map((response) => [response.status, response.body.code])).toEqual(
      Array(7).fill([400, 'VALIDATION_FAILED']),
    );
    expect((await admin.agent.get(`/api/agencies/${agencyId}`).expect(200)).body).toMatchObject({
      visitorQuietStart: '20:30',
      visitorQuietEnd: '09:00',
    });
  });

  it('lets an agency admin edit the agency settings and refuses bad legal identifiers', async () => {
    await admin.agent
      .put(`/api/agencies/${agencyId}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ brandColor: '#112233', siren: '812345678' })
      .expect(200);
    const bad = await admin.agent
      .put(`/api/agencies/${agencyId}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({ siret: '123' });

    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await admin.agent.get(`/api/agencies/${agencyId}`).expect(200)).body).toMatchObject({
      brandColor: '#112233',
      siren: '812345678',
    });
  });
});
