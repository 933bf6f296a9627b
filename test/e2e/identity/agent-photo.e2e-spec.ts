import request from 'supertest';
import { createAgency, createUser, signIn } from '../../support/factories';
import { jpegPhoto } from '../../support/images';
import { startStack, type Stack } from '../../support/stack';

describe("an agent's photo", () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('is set by the agent or an admin, shown on the public page, and the old one is removed', async () => {
    const agency = await createAgency(stack.db.pool);
    const agentUser = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    await stack.db.pool.query(`UPDATE users SET public_slug = 'photo-agent' WHERE id = $1`, [agentUser.id]);
    const agent = await signIn(stack.baseUrl, agentUser);
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: 'agency_admin' }),
    );

    const own = await agent.agent
      .put('/api/me/photo')
      .set('X-CSRF-Token', agent.csrf)
      .attach('photo', await jpegPhoto(600, 800), 'me.jpg')
      .expect(200);
    const byAdmin = await admin.agent
      .put(`/api/users/${agentUser.id}/photo`)
      .set('X-CSRF-Token', admin.csrf)
      .attach('photo', await jpegPhoto(800, 800), 'portrait.jpg')
      .expect(200);
    const lying = await agent.agent
      .put('/api/me/photo')
      .set('X-CSRF-Token', agent.csrf)
      .attach('photo', Buffer.from('not an image'), 'me.jpg');
    const byAgentForOther = await agent.agent
      .put(`/api/users/${agentUser.id}/photo`)
      .set('X-CSRF-Token', agent.csrf)
      .attach('photo', await jpegPhoto(), 'x.jpg');

    const api = request(stack.baseUrl);
    const publicPage = await api.get('/api/public/agents/photo-agent').expect(200);
    expect(publicPage.body.photoUrl).toBe(byAdmin.body.photoUrl);
    expect((await api.get(byAdmin.body.photoUrl).expect(200)).headers['content-type']).toBe('image/webp');
    expect((await api.get(own.body.photoUrl)).status).toBe(404);
    expect([lying.status, lying.body.code]).toEqual([400, 'UNSUPPORTED_IMAGE']);
    expect(byAgentForOther.status).toBe(403);
  });
});
