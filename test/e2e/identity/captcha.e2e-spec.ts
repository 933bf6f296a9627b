import request from 'supertest';
import { createUser } from '../../support/factories';
import { startCaptchaStack, type CaptchaStack } from '../../support/captcha-stack';

describe('captcha on public forms when a reCAPTCHA secret is configured', () => {
  let stack: CaptchaStack;

  beforeAll(async () => {
    stack = await startCaptchaStack();
  });

  afterAll(async () => {
    await stack?.stop();
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
    expect(new URLSearchParams(stack.verify.bodies[0]).get('secret')).toBe('test-secret');
  });
});
