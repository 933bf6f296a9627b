import { CAPTCHA_ACTIONS } from './captcha-actions';
import { recaptchaLoader, type RecaptchaBrowser } from './recaptcha-loader';

type Script = { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null };

function fakeBrowser() {
  const scripts: Script[] = [];
  const asked: { key: string; action: string }[] = [];
  const browser: RecaptchaBrowser<Script> = {
    document: {
      createElement: () => ({ src: '', async: false, onload: null, onerror: null }),
      head: {
        append: (script) => {
          scripts.push(script);
          browser.window.grecaptcha = {
            ready: (callback) => callback(),
            execute: async (key, { action }) => (asked.push({ key, action }), `token-for-${action}`),
          };
          script.onload?.();
        },
      },
    },
    window: {},
  };
  return { browser, scripts, asked };
}

describe('the reCAPTCHA loader shared by the web and the back office', () => {
  it("loads Google's script once, with the site key, and asks a token for each form's own action", async () => {
    const { browser, scripts, asked } = fakeBrowser();
    const token = recaptchaLoader(
      () => browser,
      async () => 'site-key',
      () => new Error('failed'),
    );

    expect(await token(CAPTCHA_ACTIONS.signIn)).toBe('token-for-sign_in');
    expect(await token(CAPTCHA_ACTIONS.bookVisit)).toBe('token-for-book_visit');
    expect(scripts.map((script) => script.src)).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key']);
    expect(asked).toEqual([
      { key: 'site-key', action: 'sign_in' },
      { key: 'site-key', action: 'book_visit' },
    ]);
  });

  it('loads nothing and gives no token when the API has no site key', async () => {
    const { browser, scripts } = fakeBrowser();
    const token = recaptchaLoader(
      () => browser,
      async () => null,
      () => new Error('failed'),
    );

    expect(await token(CAPTCHA_ACTIONS.magicLink)).toBeUndefined();
    expect(scripts).toEqual([]);
  });
});
