import request from 'supertest';
import { createAgency, createUser } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

describe('public agency and agent pages', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('shows an agency with its active agents, without ids or agent e-mails', async () => {
    const agency = await createAgency(stack.db.pool, { name: 'Agence Publique' });
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const gone = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    await stack.db.pool.query(`UPDATE users SET public_slug = 'marie-curie', first_name = 'Marie' WHERE id = $1`, [
      agent.id,
    ]);
    await stack.db.pool.query(`UPDATE users SET public_slug = 'gone-agent', active = false WHERE id = $1`, [gone.id]);

    const response = await request(stack.baseUrl).get(`/api/public/agencies/${agency.slug}`).expect(200);
    const agentPage = await request(stack.baseUrl).get('/api/public/agents/marie-curie').expect(200);

    expect(response.body).toMatchObject({
      name: 'Agence Publique',
      slug: agency.slug,
      agents: [{ slug: 'marie-curie', firstName: 'Marie' }],
    });
    expect(JSON.stringify(response.body)).not.toContain(agent.email);
    expect(response.body).not.toHaveProperty('id');
    expect(agentPage.body).toMatchObject({ slug: 'marie-curie', agency: { slug: agency.slug } });
  });

  it('answers unknown slugs with 404 NOT_FOUND', async () => {
    const agency = await request(stack.baseUrl).get('/api/public/agencies/no-such-agency');
    const agent = await request(stack.baseUrl).get('/api/public/agents/gone-agent');

    expect([agency.status, agency.body.code]).toEqual([404, 'NOT_FOUND']);
    expect([agent.status, agent.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
