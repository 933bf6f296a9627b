import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createUser } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

/** Answers like reCAPTCHA's siteverify: the token "human" passes, anything else fails. */
function fakeSiteVerify(): Promise<{ url: string; bodies: string[]; close(): void }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      const token = new URLSearchParams(body).get('response');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(token === 'human' ? { success: true, score: 0.9 } : { success: false }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/siteverify`, bodies, close: () => server.close() });
    }),
  );
}

describe('captcha on public forms when a reCAPTCHA secret is configured', () => {
  let stack: Stack;
  let verify: Awaited<ReturnType<typeof fakeSiteVerify>>;

  beforeAll(async () => {
    verify = await fakeSiteVerify();
    stack = await startStack({
      workers: 0,
      env: { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: verify.url },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    verify?.close();
  });

  it('refuses sign-in and e-mail links without a passing token', async () => {
    const user = await createUser(stack.db.pool, { authType: 'ops' });
    const api = () => request(stack.baseUrl);

    const missing = await api()
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: user.password, area: 'pro' });
    const robot = await api().post('/api/auth/magic-links').send({ email: user.email, captchaToken: 'robot' });
    const human = await api()
      .post('/api/auth/sign-in')
      .send({ email: user.email, password: user.password, area: 'pro', captchaToken: 'human' });

    expect([missing.status, missing.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect([robot.status, robot.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect(human.status).toBe(200);
    expect(new URLSearchParams(verify.bodies[0]).get('secret')).toBe('test-secret');
  });
});
