import request from 'supertest';
import { createAgency, createUser, signIn } from '../support/factories';
import { startProcess } from '../support/processes';
import { startStack, type Stack } from '../support/stack';

describe('start-up configuration', () => {
  it('stops the api with a message naming a bad variable', async () => {
    const api = startProcess('api/dist/main.js', {
      DATABASE_URL: 'mysql://nope',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: 'eighty',
    });

    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('DATABASE_URL must use postgres or postgresql');
    expect(api.output()).toContain('PORT must be a whole number');
  });

  it('stops the api when a captcha secret comes without its site key', async () => {
    const api = startProcess('api/dist/main.js', {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RECAPTCHA_SECRET: 'secret',
    });

    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('RECAPTCHA_SITE_KEY is required when RECAPTCHA_SECRET is set');
  });

  it('stops the workers when a queue name is unknown', async () => {
    const workers = startProcess('workers/dist/main.js', {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUES: 'notifications,unknown-queue',
    });

    expect(await workers.exited).toBe(1);
    expect(workers.output()).toContain('QUEUES has unknown values unknown-queue');
  });
});

describe('health and errors', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('reports Postgres, Redis, the outbox lag and the workers', async () => {
    const response = await fetch(`${stack.baseUrl}/api/health`);

    expect(response.status).toBe(200);
    // No worker in this stack: none seen yet, which is no problem so soon after the API started.
    expect(await response.json()).toEqual({
      status: 'ok',
      postgres: 'up',
      redis: 'up',
      outbox: { pending: 0, lagSeconds: 0 },
      workers: { notifications: null, reminders: null, 'integration-sync': null, invoicing: null, maintenance: null },
      problems: [],
    });
  });

  it('answers unknown API routes with a stable code and a request id', async () => {
    const response = await fetch(`${stack.baseUrl}/api/no-such-route`, { headers: { 'x-request-id': 'req-123' } });

    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('req-123');
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a body over the limit with 413 and malformed JSON with 400, both with stable codes', async () => {
    const big = await fetch(`${stack.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(1024 * 1024), area: 'pro' }),
    });
    const malformed = await fetch(`${stack.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });

    expect([big.status, ((await big.json()) as { code: string }).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect([malformed.status, ((await malformed.json()) as { code: string }).code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses deeply nested JSON with 400 before parsing it, on public routes too, and keeps serving', async () => {
    const bomb = `${'['.repeat(120_000)}${']'.repeat(120_000)}`;
    const post = (path: string, body: string) =>
      fetch(`${stack.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-json-1' },
        body,
      });

    const report = await post('/api/public/client-errors', bomb);
    const answers = await post(
      '/api/public/listings/0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21/visits',
      `{"startsAt":"2030-01-07T09:00:00Z","answers":{"occupants":${bomb}}}`,
    );
    const health = await fetch(`${stack.baseUrl}/api/health`);

    expect([report.status, ((await report.json()) as { code: string }).code]).toEqual([400, 'JSON_TOO_DEEP']);
    expect([answers.status, ((await answers.json()) as { code: string }).code]).toEqual([400, 'JSON_TOO_DEEP']);
    expect(health.status).toBe(200);
  });

  it('serves the OpenAPI document', async () => {
    const response = await fetch(`${stack.baseUrl}/api/docs/openapi.json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };

    expect(document.paths).toHaveProperty('/api/health');
  });

  it('drains on SIGTERM and exits by itself, without being killed', async () => {
    expect(await stack.api.stop('SIGTERM')).toBe('SIGTERM');
  });
});

describe('the API docs where they are not public (production by default)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0, env: { API_DOCS_PUBLIC: 'false' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('shows the OpenAPI document and Swagger UI to ops staff only', async () => {
    const agency = await createAgency(stack.db.pool);
    const realtor = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id }),
    );
    const ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));

    const anonymous = await request(stack.baseUrl).get('/api/docs/openapi.json').set('Accept', 'application/json');
    const page = await request(stack.baseUrl).get('/api/docs').set('Accept', 'text/html');
    const forRealtor = await realtor.agent.get('/api/docs/openapi.json');
    const forOps = await ops.agent.get('/api/docs/openapi.json').expect(200);

    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect([page.status, page.headers.location]).toEqual([302, '/pro/login']);
    expect(forRealtor.status).toBe(403);
    expect(forOps.body.paths).toHaveProperty('/api/health');
  });
});
