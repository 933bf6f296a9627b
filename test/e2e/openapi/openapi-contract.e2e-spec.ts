import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { createUser, signIn, type SignedIn } from '../../support/factories';
import { operationsOf, responseChecker, type OpenApiDocument } from '../../support/openapi';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing, bookPublic, contact, offeredSlots, shortCodeOf } from '../visits/visit-fixtures';

const REDOCLY = resolve(__dirname, '../../../node_modules/.bin/redocly');
const NO_BODY = new Set(['202', '204']);

/** The OpenAPI document the running API serves, linted by Redocly and checked against real answers. */
describe('the OpenAPI document as a contract', () => {
  let stack: Stack;
  let document: OpenApiDocument;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    document = (await request(stack.baseUrl).get('/api/docs/openapi.json').expect(200)).body as OpenApiDocument;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('passes `redocly lint` with the recommended rules without an error, offline', () => {
    const folder = mkdtempSync(join(tmpdir(), 'creneau-openapi-'));
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const lint = spawnSync(REDOCLY, ['lint', file, '--extends=recommended', '--format=json'], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
    });
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');

    expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names its server, its licence and OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: stack.baseUrl, description: 'This installation' }]);
    expect(document.info.license).toMatchObject({ identifier: 'AGPL-3.0-or-later' });
  });

  it('documents the body of every success, and the error shape on every operation', () => {
    const missing = operationsOf(document).flatMap(({ path, method, operation }) => {
      const responses = operation.responses as Record<string, { content?: object; $ref?: string }>;
      // A redirect is the one success of a link opened in a browser (the unsubscribe link's GET).
      const success = Object.keys(responses).filter((status) => /^[23]/.test(status));
      const where = `${method.toUpperCase()} ${path}`;
      return [
        ...(success.length === 1 ? [] : [`${where}: ${success.length} successes`]),
        ...success
          .filter((status) => status.startsWith('2') && !NO_BODY.has(status) && !responses[status].content)
          .map((s) => `${where} ${s}`),
        ...(responses.default?.$ref === '#/components/responses/Error' ? [] : [`${where}: no error shape`]),
      ];
    });
    const errorShape = document.components.schemas.ApiErrorBody;

    expect(missing).toEqual([]);
    expect(errorShape).toMatchObject({ required: ['code', 'message'] });
  });

  it('marks each operation public or behind the session cookie, and asks the CSRF header on unsafe ones', () => {
    const wrong = operationsOf(document).flatMap(({ path, method, operation }) => {
      const security = operation.security as object[] | undefined;
      const isPublic = Array.isArray(security) && security.length === 0;
      const csrf = ((operation.parameters as { $ref?: string }[] | undefined) ?? []).some(
        (parameter) => parameter.$ref === '#/components/parameters/CsrfToken',
      );
      const where = `${method.toUpperCase()} ${path}`;
      if (!security) return [`${where}: no security`];
      if (path.startsWith('/api/public/') && !isPublic) return [`${where}: public path behind a session`];
      return csrf === (!isPublic && method !== 'get') ? [] : [`${where}: CSRF header ${csrf ? 'on' : 'missing'}`];
    });

    expect(wrong).toEqual([]);
    expect(document.paths['/api/public/config'].get.security).toEqual([]);
    expect(document.paths['/api/listings'].get.security).toEqual([{ session: [] }]);
    expect(document.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: 'creneau_session' });
  });

  it("documents react-admin's list parameters and Content-Range on every back-office list", () => {
    for (const path of [
      '/api/listings',
      '/api/users',
      '/api/agencies',
      '/api/visits',
      '/api/messages',
      '/api/audit-log',
    ]) {
      const operation = document.paths[path].get;
      const names = (operation.parameters as { name: string }[]).map((parameter) => parameter.name);
      const ok = (operation.responses as Record<string, { headers?: object }>)['200'];

      expect([path, names]).toEqual([path, expect.arrayContaining(['sort', 'range', 'filter'])]);
      expect([path, Object.keys(ok.headers ?? {})]).toEqual([path, expect.arrayContaining(['Content-Range'])]);
    }
  });

  describe('real answers match the documented schemas', () => {
    let check: ReturnType<typeof responseChecker>;
    let admin: SignedIn;
    let ops: SignedIn;
    let visitor: SignedIn;
    const answers: string[] = [];

    beforeAll(async () => {
      check = responseChecker(document);
      const { agencyId, agent, listingId } = await agentWithListing(stack.db.pool);
      await stack.db.pool.query(`UPDATE users SET public_slug = 'contrat-' || substr(id::text, 1, 8) WHERE id = $1`, [
        agent.id,
      ]);
      admin = await signIn(
        stack.baseUrl,
        await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' }),
      );
      ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
      const camille = contact('Contrat');
      const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
      const booked = await bookPublic(
        stack.baseUrl,
        listingId,
        { startsAt: slot.startsAt, contact: camille },
        'contract-1',
      );
      const visitUser = await createUser(stack.db.pool, { authType: 'visitor', email: camille.email });
      await stack.db.pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [visitUser.id]);
      visitor = await signIn(stack.baseUrl, visitUser, 'visits');
      ids.set('agency', agencyId).set('agent', agent.id).set('listing', listingId).set('visit', booked.body.id);
      ids.set('code', await shortCodeOf(stack.db.pool, booked.body.id));
      ids.set('slug', (await stack.db.pool.query('SELECT slug FROM agencies WHERE id = $1', [agencyId])).rows[0].slug);
      answers.push(...check('post', '/api/public/listings/{id}/visits', booked.status, booked.body));
    });
    const ids = new Map<string, string>();

    /** Calls a documented path (its {names} taken from ids) and checks the answer against the document. */
    async function answer(
      caller: SignedIn | null,
      method: 'get' | 'post' | 'put',
      template: string,
      options: { body?: object; query?: Record<string, string> } = {},
    ) {
      const url = template.replace(/\{(\w+)\}/g, (_, name: string) => ids.get(name) ?? name);
      const agent = caller?.agent ?? request(stack.baseUrl);
      const response = await agent[method](url)
        .query(options.query ?? {})
        .set('X-CSRF-Token', caller?.csrf ?? '')
        .send(options.body);
      answers.push(...check(method, documentedPath(template), response.status, response.body));
      return response;
    }
    const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');
    const documentedPath = (template: string) =>
      Object.keys(document.paths).find((path) => shape(path) === shape(template)) ?? template;

    it('on every resource of the back office, the agenda, the public pages and the visitor area', async () => {
      const listing = await answer(admin, 'post', '/api/listings', {
        body: { reference: 'OAS-1', transaction: 'sale', propertyType: 'house', price: 300000 },
      });
      ids.set('created', listing.body.id);
      await answer(admin, 'put', '/api/listings/{created}', { body: { status: 'active' } });
      await answer(admin, 'post', '/api/listings/archive', { body: { ids: [listing.body.id] } });
      const probe = await answer(ops, 'post', '/api/ops/outbox-probes');
      ids.set('probe', probe.body.id);
      for (const path of [
        '/api/auth/me',
        '/api/listings',
        '/api/listings/{listing}',
        '/api/users',
        '/api/users/{agent}',
        '/api/agencies',
        '/api/agencies/{agency}',
        '/api/agencies/{agency}/applicant-data',
        '/api/visits',
        '/api/visits/{visit}',
        '/api/visits/summary',
        '/api/agents/{agent}/visits',
        '/api/agents/{agent}/availability',
        '/api/agents/{agent}/working-hours',
        '/api/agents/{agent}/absences',
        '/api/messages',
        '/api/audit-log',
        '/api/me/notification-preferences',
      ]) {
        await answer(admin, 'get', path);
      }
      const entries = await answer(admin, 'get', '/api/audit-log');
      ids.set('entry', entries.body[0].id);
      await answer(admin, 'get', '/api/audit-log/{entry}');
      await answer(ops, 'get', '/api/ops/outbox-probes/{probe}');
      await answer(ops, 'get', '/api/messages');
      await answer(admin, 'post', '/api/agents/{agent}/absences', {
        body: { startsAt: '2031-01-01T00:00:00Z', endsAt: '2031-01-02T00:00:00Z' },
      });
      for (const path of [
        '/api/public/config',
        '/api/health',
        '/api/public/agencies/{slug}',
        '/api/public/agencies/{slug}/listings',
        '/api/public/listings/{listing}',
        '/api/public/listings/{listing}/availability',
        '/api/public/book/{slug}',
        '/api/public/short-links/{code}',
      ]) {
        await answer(null, 'get', path);
      }
      for (const path of [
        '/api/visitor/visits',
        '/api/visitor/visits/{visit}',
        '/api/visitor/messages',
        '/api/visitor/account/export',
      ]) {
        await answer(visitor, 'get', path);
      }

      expect(answers).toEqual([]);
      expect(ids.size).toBeGreaterThan(8);
    });

    it('and the check itself refuses a body that breaks its schema', () => {
      const me = { user: { id: 1 }, agency: null, masquerade: null, csrfToken: 'x', extra: true };

      expect(check('get', '/api/auth/me', 200, me).length).toBeGreaterThan(1);
      expect(check('get', '/api/listings', 200, [{ id: 'x' }])).not.toEqual([]);
      expect(check('get', '/api/listings', 400, { code: 'NOT_A_CODE', message: 'x' })).not.toEqual([]);
    });

    it('on refusals: a bad filter, an unknown id, no session, no CSRF header', async () => {
      ids.set('nothing', '00000000-0000-4000-8000-000000000000');
      const bad = await answer(admin, 'get', '/api/listings', { query: { filter: '{"agentId":"x"}' } });
      const unknown = await answer(admin, 'get', '/api/listings/{nothing}');
      const anonymous = await answer(null, 'get', '/api/auth/me');
      const forged = await admin.agent.post('/api/listings').send({});
      answers.push(...check('post', '/api/listings', forged.status, forged.body));

      expect([bad.status, unknown.status, anonymous.status, forged.status]).toEqual([400, 404, 401, 403]);
      expect(answers).toEqual([]);
    });
  });
});
