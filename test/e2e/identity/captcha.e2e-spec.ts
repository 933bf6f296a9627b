import request from 'supertest';
import { createUser } from '../../support/factories';
import { fakeSiteVerify } from '../../support/siteverify-peer';
import { startStack, type Stack } from '../../support/stack';

describe('captcha on public forms when a reCAPTCHA secret is configured', () => {
  let stack: Stack;
  let verify: Awaited<ReturnType<typeof fakeSiteVerify>>;

  beforeAll(async () => {
    verify = await fakeSiteVerify();
    stack = await startStack({
      workers: 0,
      env: { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_SITE_KEY: 'test-site-key', RECAPTCHA_VERIFY_URL: verify.url },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    verify?.close();
  });

  it('tells the front ends the site key to load reCAPTCHA with', async () => {
    const response = await request(stack.baseUrl).get('/api/public/config').expect(200);

    expect(response.body.recaptchaSiteKey).toBe('test-site-key');
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
