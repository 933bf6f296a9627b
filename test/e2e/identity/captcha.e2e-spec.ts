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
      .send({ email: user.email, password: user.password, area: 'pro', captchaToken: 'human:sign_in' });

    expect([missing.status, missing.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect([robot.status, robot.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect(human.status).toBe(200);
    expect(new URLSearchParams(stack.verify.bodies[0]).get('secret')).toBe('test-secret');
  });

  it('refuses a token earned on another form or on another site, each form passing its own', async () => {
    const user = await createUser(stack.db.pool, { authType: 'visitor' });
    const api = () => request(stack.baseUrl);
    const signIn = (captchaToken: string) =>
      api()
        .post('/api/auth/sign-in')
        .send({ email: user.email, password: user.password, area: 'visits', captchaToken });

    const magicLinkTokenToSignIn = await signIn('human:magic_link');
    const otherSite = await signIn('human:sign_in@phishing.example');
    const signInTokenToReset = await api()
      .post('/api/auth/password-resets')
      .send({ email: user.email, area: 'visits', captchaToken: 'human:sign_in' });
    const magicLink = await api()
      .post('/api/auth/magic-links')
      .send({ email: user.email, captchaToken: 'human:magic_link' });
    const reset = await api()
      .post('/api/auth/password-resets')
      .send({ email: user.email, area: 'visits', captchaToken: 'human:password_reset' });
    const signedIn = await signIn('human:sign_in');

    expect([magicLinkTokenToSignIn.status, magicLinkTokenToSignIn.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect([otherSite.status, otherSite.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect([signInTokenToReset.status, signInTokenToReset.body.code]).toEqual([400, 'CAPTCHA_FAILED']);
    expect([magicLink.status, reset.status, signedIn.status]).toEqual([202, 202, 200]);
  });
});
