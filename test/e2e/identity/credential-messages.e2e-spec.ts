import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { sentEmail, tokenIn } from '../../support/mailbox';
import { startStack, type Stack } from '../../support/stack';

/**
 * Sign-in, reset and invitation links are credentials. The message log stores them redacted and shows
 * identity e-mails to ops only; the usable body exists apart, for the sending worker, and in the
 * development outbox for ops to follow (issue 18). The SMTP side is in email-transport.e2e-spec.ts.
 */
describe('credential links in the message log', () => {
  let stack: Stack;
  let admin: SignedIn;
  let ops: SignedIn;
  let colleague: { id: string; email: string };

  beforeAll(async () => {
    stack = await startStack();
    const agency = await createAgency(stack.db.pool);
    admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' }),
    );
    colleague = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agent' });
    ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const stored = async (id: string) =>
    (
      await stack.db.pool.query<{ bodyText: string; bodyHtml: string }>(
        `SELECT body_text AS "bodyText", body_html AS "bodyHtml" FROM messages WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it("stores a colleague's reset link redacted and hides it from the agency admin", async () => {
    await request(stack.baseUrl)
      .post('/api/auth/password-resets')
      .send({ email: colleague.email, area: 'pro' })
      .expect(202);
    const sent = await sentEmail(stack.db.pool, colleague.email, 'password_reset');
    const token = tokenIn(sent);

    const body = await stored(sent.id);
    const list = await admin.agent.get('/api/messages').expect(200);
    const one = await admin.agent.get(`/api/messages/${sent.id}`);
    expect(body.bodyText).toContain('/pro/reset-password?token=redacted');
    expect(body.bodyHtml).toContain('/pro/reset-password?token=redacted');
    expect(`${body.bodyText}${body.bodyHtml}`).not.toContain(token);
    expect(list.body.map((m: { id: string }) => m.id)).not.toContain(sent.id);
    expect(one.status).toBe(404);
  });

  it('shows ops the usable link of the development outbox, and the link still works', async () => {
    const invitee = `invitee-${Date.now()}@example.test`;
    await admin.agent
      .post('/api/users')
      .set('X-CSRF-Token', admin.csrf)
      .send({ email: invitee, firstName: 'Inès', lastName: 'Vitée', role: 'agent' })
      .expect(201);
    const sent = await sentEmail(stack.db.pool, invitee, 'invitation');

    const shown = await ops.agent.get(`/api/messages/${sent.id}`).expect(200);
    const listed = await ops.agent
      .get('/api/messages')
      .query({ filter: JSON.stringify({ purpose: 'invitation' }) })
      .expect(200);

    expect(shown.body.bodyText).toContain(`token=${tokenIn(sent)}`);
    expect(JSON.stringify(listed.body)).not.toContain(tokenIn(sent));
    expect((await stored(sent.id)).bodyText).toContain('token=redacted');
    await request(stack.baseUrl)
      .post('/api/auth/invitations/accept')
      .send({ token: tokenIn(sent), password: 'Granite-Sparrow-Window-51' })
      .expect(200);
  });

  it("never lists a visitor's sign-in e-mails in their own messages", async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    await request(stack.baseUrl).post('/api/auth/magic-links').send({ email: visitor.email }).expect(202);
    const link = await sentEmail(stack.db.pool, visitor.email, 'magic_link');
    const agent = request.agent(stack.baseUrl);
    await agent
      .post('/api/auth/magic-links/consume')
      .send({ token: tokenIn(link) })
      .expect(200);

    const mine = await agent.get('/api/visitor/messages').expect(200);

    expect(mine.body.items.map((m: { id: string }) => m.id)).not.toContain(link.id);
  });
});
