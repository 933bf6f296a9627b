import { createAgency, createUser, signIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';

describe('masquerade', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('lets ops act as a realtor, audits every change with the real actor, and go back', async () => {
    const agency = await createAgency(stack.db.pool);
    const realtor = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' });
    const opsUser = await createUser(stack.db.pool, { authType: 'ops' });
    const ops = await signIn(stack.baseUrl, opsUser);

    const started = await ops.agent
      .post('/api/masquerade')
      .set('X-CSRF-Token', ops.csrf)
      .send({ userId: realtor.id })
      .expect(200);
    await ops.agent.put(`/api/agencies/${agency.id}`).set('X-CSRF-Token', ops.csrf).send({ city: 'Lyon' }).expect(200);
    const opsOnly = await ops.agent.post('/api/ops/outbox-probes').set('X-CSRF-Token', ops.csrf);
    const stopped = await ops.agent.delete('/api/masquerade').set('X-CSRF-Token', ops.csrf).expect(200);

    expect(started.body).toMatchObject({ user: { id: realtor.id }, masquerade: { realUserId: opsUser.id } });
    expect(opsOnly.status).toBe(403);
    expect(stopped.body).toMatchObject({ user: { id: opsUser.id }, masquerade: null });
    // Request entries are written once each response is finished: wait for all four.
    const rows = await waitFor(async () => {
      const result = await stack.db.pool.query(
        `SELECT action, actor_user_id AS actor, effective_user_id AS effective, method, path, status FROM audit_log
          WHERE actor_user_id = $1 AND action LIKE 'masquerade.%' ORDER BY action, path`,
        [opsUser.id],
      );
      return result.rows.length >= 4 ? result.rows : null;
    }, 'the audit entries');
    expect(rows).toEqual([
      {
        action: 'masquerade.request',
        actor: opsUser.id,
        effective: realtor.id,
        method: 'PUT',
        path: `/api/agencies/${agency.id}`,
        status: 200,
      },
      {
        action: 'masquerade.request',
        actor: opsUser.id,
        effective: realtor.id,
        method: 'POST',
        path: '/api/ops/outbox-probes',
        status: 403,
      },
      {
        action: 'masquerade.started',
        actor: opsUser.id,
        effective: opsUser.id,
        method: null,
        path: null,
        status: null,
      },
      {
        action: 'masquerade.stopped',
        actor: opsUser.id,
        effective: realtor.id,
        method: null,
        path: null,
        status: null,
      },
    ]);
  });

  it('refuses masquerade to anyone but ops, and refuses to masquerade as ops', async () => {
    const agency = await createAgency(stack.db.pool);
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' }),
    );
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    const ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
    const otherOps = await createUser(stack.db.pool, { authType: 'ops' });

    const byAdmin = await admin.agent
      .post('/api/masquerade')
      .set('X-CSRF-Token', admin.csrf)
      .send({ userId: visitor.id });
    const asOps = await ops.agent.post('/api/masquerade').set('X-CSRF-Token', ops.csrf).send({ userId: otherOps.id });
    const notMasquerading = await ops.agent.delete('/api/masquerade').set('X-CSRF-Token', ops.csrf);

    expect(byAdmin.status).toBe(403);
    expect(asOps.status).toBe(404);
    expect([notMasquerading.status, notMasquerading.body.code]).toEqual([409, 'NOT_MASQUERADING']);
  });

  it('lets ops act as a visitor', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    const ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));

    await ops.agent.post('/api/masquerade').set('X-CSRF-Token', ops.csrf).send({ userId: visitor.id }).expect(200);

    expect((await ops.agent.get('/api/auth/me').expect(200)).body.user).toMatchObject({
      id: visitor.id,
      authType: 'visitor',
    });
  });
});
