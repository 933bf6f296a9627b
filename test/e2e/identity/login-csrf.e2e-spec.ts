import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { createUser, type UserRow } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

/**
 * Login CSRF (issue 18): a page of another site must not sign a visitor's browser into an account of
 * its choice. The routes that open a session from a body take JSON only, from this site only.
 */
describe('routes that open a session refuse other sites and form bodies', () => {
  let stack: Stack;
  let visitor: UserRow;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    visitor = await createUser(stack.db.pool, { authType: 'visitor' });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** A live single-use token of the visitor, written as the API writes one (only its hash stored). */
  async function tokenFor(userId: string, purpose: 'magic_link' | 'password_reset'): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await stack.db.pool.query(
      `INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '10 minutes')`,
      [userId, purpose, createHash('sha256').update(token).digest()],
    );
    return token;
  }

  const signInBody = () => ({ email: visitor.email, password: visitor.password, area: 'visits' });

  it('refuses a form-encoded sign-in, which any page can post, with 415', async () => {
    const form = await request(stack.baseUrl).post('/api/auth/sign-in').type('form').send(signInBody());

    expect([form.status, form.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(form.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['a null Origin', { Origin: 'null' }],
  ])('refuses a sign-in from %s with 403', async (_, headers) => {
    const response = await request(stack.baseUrl).post('/api/auth/sign-in').set(headers).send(signInBody());

    expect([response.status, response.body.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses to consume a magic link or a reset link for another site, and the link stays usable', async () => {
    const other = await createUser(stack.db.pool, { authType: 'visitor' });
    const magic = await tokenFor(other.id, 'magic_link');
    const reset = await tokenFor(other.id, 'password_reset');
    const password = 'Velvet-Harbor-Quartz-93';

    const crossMagic = await request(stack.baseUrl)
      .post('/api/auth/magic-links/consume')
      .set('Origin', 'https://evil.example')
      .send({ token: magic });
    const formReset = await request(stack.baseUrl)
      .post('/api/auth/password-resets/consume')
      .type('form')
      .send({ token: reset, password });
    const crossInvitation = await request(stack.baseUrl)
      .post('/api/auth/invitations/accept')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ token: reset, password });

    expect([crossMagic.status, crossMagic.body.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    expect([formReset.status, formReset.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect([crossInvitation.status, crossInvitation.body.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    await request(stack.baseUrl)
      .post('/api/auth/magic-links/consume')
      .set({ Origin: stack.baseUrl, 'Sec-Fetch-Site': 'same-origin' })
      .send({ token: magic })
      .expect(200);
    await request(stack.baseUrl)
      .post('/api/auth/password-resets/consume')
      .set('Origin', stack.baseUrl)
      .send({ token: reset, password })
      .expect(200);
  });

  it('signs in from a page of this site, and from a client that is no browser', async () => {
    await request(stack.baseUrl)
      .post('/api/auth/sign-in')
      .set({ Origin: stack.baseUrl, 'Sec-Fetch-Site': 'same-origin' })
      .send(signInBody())
      .expect(200);
    await request(stack.baseUrl).post('/api/auth/sign-in').send(signInBody()).expect(200);
  });
});
