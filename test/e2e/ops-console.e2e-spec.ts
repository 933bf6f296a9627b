import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../support/factories';
import { sentEmail } from '../support/mailbox';
import { waitFor } from '../support/processes';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startStack, type Stack } from '../support/stack';

describe('the ops console: queues, failed jobs, message log and audit', () => {
  let smtp: SmtpPeer;
  let stack: Stack;
  let ops: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    stack = await startStack({ env: { SMTP_URL: smtp.url } });
    ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
  });

  afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  /** Messages an agency admin may read in the log: notices about visits, not identity e-mails. */
  const agencyMessages = async (agencyId: string, recipients: string[]) => {
    for (const recipient of recipients) {
      await stack.db.pool.query(
        `INSERT INTO messages (agency_id, channel, recipient, purpose, language, subject, body_text, status)
         VALUES ($1, 'email', $2, 'visit_booked_agent', 'fr', 'Nouvelle visite', 'Nouvelle visite', 'sent')`,
        [agencyId, recipient],
      );
    }
  };

  it('opens the queues board to ops only', async () => {
    const agency = await createAgency(stack.db.pool);
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' }),
    );

    const anonymous = await request(stack.baseUrl).get('/api/ops/queues').set('Accept', 'text/html');
    const realtor = await admin.agent.get('/api/ops/queues/api/queues');
    const board = await ops.agent.get('/api/ops/queues').set('Accept', 'text/html').expect(200);
    const queues = await ops.agent.get('/api/ops/queues/api/queues').expect(200);

    expect([anonymous.status, anonymous.headers.location]).toEqual([302, '/pro/login']);
    expect(realtor.status).toBe(403);
    expect(board.text).toContain('<div id="root">');
    expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([
      'integration-sync',
      'invoicing',
      'maintenance',
      'notifications',
      'reminders',
    ]);
  });

  it('shows a failed job with its reason and retries it from the board', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    smtp.failNext(550);
    await request(stack.baseUrl).post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);
    const failed = await waitFor(async () => {
      const board = await ops.agent
        .get('/api/ops/queues/api/queues')
        .query({ activeQueue: 'notifications', status: 'failed', page: 1, jobsPerPage: 50 });
      const queue = board.body.queues.find((q: { name: string }) => q.name === 'notifications');
      return queue?.jobs?.find((job: { failedReason?: string }) => job.failedReason?.includes('SMTP 550'));
    }, 'the failed job on the board');

    await stack.db.pool.query(`UPDATE messages SET status = 'queued' WHERE recipient = $1`, [visitor.email]);
    await ops.agent.put(`/api/ops/queues/api/queues/notifications/${failed.id}/retry`).expect(204);

    expect((await sentEmail(stack.db.pool, visitor.email, 'magic_link')).status).toBe('sent');
  });

  it('shows the message log to ops and each agency admin its own messages only', async () => {
    const agency = await createAgency(stack.db.pool, { name: 'Agence Journal' });
    const other = await createAgency(stack.db.pool);
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' }),
    );
    const otherAdmin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: other.id, role: 'agency_admin' }),
    );
    const email = `journal-${Date.now()}@example.test`;
    await admin.agent
      .post('/api/users')
      .set('X-CSRF-Token', admin.csrf)
      .send({ email, firstName: 'J', lastName: 'L', role: 'agent' })
      .expect(201);
    await sentEmail(stack.db.pool, email, 'invitation');
    await agencyMessages(agency.id, [email]);

    const own = await admin.agent.get('/api/messages').expect(200);
    const theirs = await otherAdmin.agent.get('/api/messages').expect(200);
    const all = await ops.agent
      .get('/api/messages')
      .query({ filter: JSON.stringify({ purpose: 'magic_link' }) })
      .expect(200);
    const audit = await admin.agent.get('/api/audit-log').expect(200);
    const otherAudit = await otherAdmin.agent.get('/api/audit-log').expect(200);

    // The invitation is not among them: its link would open the colleague's account (issue 18).
    expect(own.body.map((m: { recipient: string; purpose: string }) => [m.recipient, m.purpose])).toEqual([
      [email, 'visit_booked_agent'],
    ]);
    expect(theirs.body).toEqual([]);
    expect(all.body.length).toBeGreaterThanOrEqual(1);
    expect(audit.body.map((e: { action: string }) => e.action)).toContain('user.invited');
    expect(otherAudit.body.map((e: { action: string }) => e.action)).not.toContain('user.invited');
  });

  it('pages agencies, messages and the audit log the ra-data-simple-rest way, with Content-Range', async () => {
    const agency = await createAgency(stack.db.pool, { name: 'Agence Pagination' });
    await createAgency(stack.db.pool, { name: 'Agence Pagination Bis' });
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' }),
    );
    for (const name of ['Un', 'Deux', 'Trois']) {
      await admin.agent
        .post('/api/users')
        .set('X-CSRF-Token', admin.csrf)
        .send({ email: `page-${name}-${Date.now()}@example.test`, firstName: name, lastName: 'P', role: 'agent' })
        .expect(201);
    }
    await agencyMessages(agency.id, ['un@example.test', 'deux@example.test', 'trois@example.test']);
    const page = { sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, 0]) };
    const agencies = await ops.agent
      .get('/api/agencies')
      .query({ ...page, filter: JSON.stringify({ q: 'Agence Pagination' }) })
      .expect(200);
    const ownAgency = await admin.agent.get('/api/agencies').expect(200);
    const messages = await waitFor(async () => {
      const response = await admin.agent
        .get('/api/messages')
        .query({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([1, 2]) });
      return response.headers['content-range'] === 'messages 1-2/3' ? response : null;
    }, 'the three messages in the log');
    const audit = await admin.agent
      .get('/api/audit-log')
      .query({ range: JSON.stringify([0, 1]), filter: JSON.stringify({ action: 'user.invited' }) })
      .expect(200);
    const beyond = await admin.agent
      .get('/api/audit-log')
      .query({ range: JSON.stringify([50, 74]) })
      .expect(200);
    const bad = await ops.agent.get('/api/agencies').query({ range: '[5]' });

    expect(agencies.headers['content-range']).toBe('agencies 0-0/2');
    expect(agencies.body.map((a: { name: string }) => a.name)).toEqual(['Agence Pagination']);
    expect(ownAgency.headers['content-range']).toBe('agencies 0-0/1');
    expect(messages.body).toHaveLength(2);
    expect(messages.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(audit.headers['content-range']).toBe('audit-log 0-1/3');
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual(['user.invited', 'user.invited']);
    expect(beyond.headers['content-range']).toMatch(/^audit-log 50-50\/\d+$/);
    expect(beyond.body).toEqual([]);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
