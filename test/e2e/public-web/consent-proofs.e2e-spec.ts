import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startStack, type Stack } from '../../support/stack';

describe('proofs of cookie choices', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const post = (body: object) => request(stack.baseUrl).post('/api/public/consent-proofs').send(body);

  it('keeps a dated proof with the choices and the text shown, and never rewrites it', async () => {
    const id = randomUUID();

    const first = await post({ id, choices: ['recaptcha'], textVersion: '2026-11-26:analytics' }).expect(201);
    const again = await post({ id, choices: ['recaptcha', 'google_analytics'], textVersion: '2026-11-26:analytics' });
    const { rows } = await stack.db.pool.query('SELECT * FROM consent_proofs WHERE id = $1', [id]);

    expect(first.body).toEqual({ id, recordedAt: expect.any(String) });
    expect(again.body.recordedAt).toBe(first.body.recordedAt);
    expect(rows).toEqual([
      { id, choices: ['recaptcha'], text_version: '2026-11-26:analytics', created_at: expect.any(Date) },
    ]);
  });

  it.each([
    ['an id that is not a UUID', { id: 'x', choices: [], textVersion: '2026-11-26:essential' }],
    ['an unknown service', { id: randomUUID(), choices: ['tracker'], textVersion: '2026-11-26:essential' }],
    ['an unknown text', { id: randomUUID(), choices: [], textVersion: 'latest' }],
    ['an extra field', { id: randomUUID(), choices: [], textVersion: '2026-11-26:essential', ip: '1.2.3.4' }],
  ])('refuses %s and keeps nothing', async (_, body) => {
    const before = await stack.db.pool.query('SELECT count(*)::int AS n FROM consent_proofs');

    const response = await post(body);
    const after = await stack.db.pool.query('SELECT count(*)::int AS n FROM consent_proofs');

    expect(response.status).toBe(400);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
