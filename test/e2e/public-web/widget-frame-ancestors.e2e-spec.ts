import request from 'supertest';
import { createAgency, createUser, signIn, type AgencyRow } from '../../support/factories';
import { frameAncestorsOf } from '../../support/csp';
import { startStack, type Stack } from '../../support/stack';
import { createBookableListing } from '../visits/visit-fixtures';

const SELF_ONLY = "frame-ancestors 'self'";

describe('who may frame the booking page (Content-Security-Policy frame-ancestors)', () => {
  let stack: Stack;
  let marais: AgencyRow;
  let sablon: AgencyRow;
  let withoutWidget: AgencyRow;
  let agentSlug: string;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    [marais, sablon, withoutWidget] = await Promise.all([
      createAgency(stack.db.pool),
      createAgency(stack.db.pool, { country: 'BE' }),
      createAgency(stack.db.pool),
    ]);
    await stack.db.pool.query(`UPDATE agencies SET widget_allowed_origins = $2 WHERE id = $1`, [
      marais.id,
      ['https://www.agence-du-marais.example', 'http://localhost:8080'],
    ]);
    await stack.db.pool.query(`UPDATE agencies SET widget_allowed_origins = $2 WHERE id = $1`, [
      sablon.id,
      ['https://immo-sablon.example'],
    ]);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: marais.id });
    agentSlug = `claire-${marais.slug}`;
    await stack.db.pool.query(`UPDATE users SET public_slug = $2 WHERE id = $1`, [agent.id, agentSlug]);
    listingId = await createBookableListing(stack.db.pool, marais.id, agent.id);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const policyOf = async (path: string) => {
    const response = await request(stack.baseUrl).get(path).expect(200);
    return frameAncestorsOf(response.headers['content-security-policy']);
  };

  it("lets the agency's allowed sites frame its booking page in embed mode, by agency, agent or listing", async () => {
    const maraisSites = "frame-ancestors 'self' https://www.agence-du-marais.example http://localhost:8080";
    expect(await policyOf(`/book/${marais.slug}?embed=1`)).toBe(maraisSites);
    expect(await policyOf(`/book/${agentSlug}?embed=1`)).toBe(maraisSites);
    expect(await policyOf(`/book/${listingId}?embed=1`)).toBe(maraisSites);
    expect(await policyOf(`/book/${sablon.slug}?embed=1`)).toBe("frame-ancestors 'self' https://immo-sablon.example");
  });

  it('lets no other site frame a page that is not an embedded booking page of an agency with allowed sites', async () => {
    expect(await policyOf(`/book/${withoutWidget.slug}?embed=1`)).toBe(SELF_ONLY);
    expect(await policyOf(`/book/${marais.slug}`)).toBe(SELF_ONLY);
    expect(await policyOf(`/book/${marais.slug}?embed=0`)).toBe(SELF_ONLY);
    expect(await policyOf('/book/no-such-agency?embed=1')).toBe(SELF_ONLY);
    expect(await policyOf('/book/not%20a%20slug?embed=1')).toBe(SELF_ONLY);
    expect(await policyOf(`/agency/${marais.slug}?embed=1`)).toBe(SELF_ONLY);
    expect(await policyOf('/?embed=1')).toBe(SELF_ONLY);
    expect(await policyOf('/index.html')).toBe(SELF_ONLY);
    expect(await policyOf('/pro/agenda')).toBe(SELF_ONLY);
  });

  it('follows the agency settings as its admin changes them', async () => {
    const admin = await createUser(stack.db.pool, {
      authType: 'realtor',
      agencyId: withoutWidget.id,
      role: 'agency_admin',
    });
    const session = await signIn(stack.baseUrl, admin);
    await session.agent
      .put(`/api/agencies/${withoutWidget.id}`)
      .set('X-CSRF-Token', session.csrf)
      .send({ widgetAllowedOrigins: ['https://www.nouvelle-agence.example'] })
      .expect(200);

    expect(await policyOf(`/book/${withoutWidget.slug}?embed=1`)).toBe(
      "frame-ancestors 'self' https://www.nouvelle-agence.example",
    );
    expect(await policyOf(`/book/${marais.slug}?embed=1`)).toContain('https://www.agence-du-marais.example');
  });
});
