/**
 * The reCAPTCHA action of each public form. The browser names it when it asks for a token, Google signs
 * it into the token, and the API checks it: a token earned on one form does not pass another.
 */
export const CAPTCHA_ACTIONS = {
  signIn: 'sign_in',
  magicLink: 'magic_link',
  passwordReset: 'password_reset',
  bookVisit: 'book_visit',
} as const;

export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];
