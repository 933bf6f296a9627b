import type { Language } from '@creneau/contracts';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageLanguage } from './public-pages/page-catalogue';
import { escapeHtml } from './public-pages/page-html';
import { serverPageHead } from './server-page-head';

// The answers POST /api/auth/sign-in can give, in the words the back office uses (global.json's errors).
const SIGN_IN_ERRORS = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'CAPTCHA_FAILED',
  'RATE_LIMITED',
  'CROSS_SITE_REQUEST',
  'CSRF_TOKEN_INVALID',
  'UNSUPPORTED_MEDIA_TYPE',
  'FORBIDDEN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

interface Words {
  title: string;
  email: string;
  password: string;
  signIn: string;
  forgotPassword: string;
  visitorButton: string;
  errors: Record<string, string>;
}

function readWords(localesDir: string, language: Language): Words {
  const read = (ns: string) => JSON.parse(readFileSync(join(localesDir, language, `${ns}.json`), 'utf8'));
  const auth = (read('pro') as { auth: Record<string, string> }).auth;
  const errors = (read('global') as { errors: Record<string, string> }).errors;
  return {
    title: auth.signInTitle,
    email: auth.email,
    password: auth.password,
    signIn: auth.signIn,
    forgotPassword: auth.forgotPassword,
    visitorButton: auth.visitorButton,
    errors: Object.fromEntries(SIGN_IN_ERRORS.map((code) => [code, errors[code]])),
  };
}

// The look of dashboard/src/auth (AuthCard, LoginPage) and its theme (layout/theme.ts): MUI's outlined
// fields, contained button and card, in the product's colours. Inline: the back office's CSP allows its
// styles inline (emotion writes them), and the page then paints with its HTML alone.
const STYLE = `
body{margin:0;background:#f6f7fb;color:rgba(0,0,0,.87);font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5}
.si-bar{display:flex;align-items:center;justify-content:space-between;padding:12px 16px}
.si-home{display:flex;align-items:center;gap:8px;color:rgba(0,0,0,.87);text-decoration:none;font-weight:800}
.si-outlined{border:1px solid rgba(47,84,235,.5);border-radius:12px;padding:5px 15px;color:#2f54eb;text-decoration:none;font-weight:500;font-size:.875rem;line-height:1.75;text-transform:uppercase;letter-spacing:.02857em}
.si-main{display:grid;place-items:center;padding:16px;min-height:calc(100vh - 72px);box-sizing:border-box}
.si-card{width:100%;max-width:420px;box-sizing:border-box;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
.si-card h1{margin:0 0 16px;font-size:1.5rem;font-weight:400;line-height:1.334}
.si-form{display:grid;gap:16px}
.si-field{display:grid;gap:4px}
.si-field label{font-size:.875rem;color:rgba(0,0,0,.6)}
.si-field input{font:inherit;padding:14px;border:1px solid rgba(0,0,0,.55);border-radius:12px;background:#fff;color:inherit}
.si-field input:focus{outline:2px solid #2f54eb;outline-offset:-1px}
.si-submit{font:inherit;font-weight:500;font-size:.9375rem;line-height:1.75;text-transform:uppercase;letter-spacing:.02857em;padding:8px 22px;border:0;border-radius:12px;background:#2f54eb;color:#fff;cursor:pointer;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
.si-submit:disabled{background:rgba(0,0,0,.12);color:rgba(0,0,0,.38);box-shadow:none}
.si-form a{color:#2f54eb}
.si-error{margin:0;padding:6px 16px;border-radius:12px;background:#fbeaea;color:#5f0e0e}
.si-error:empty{display:none}
@media (min-width:600px){.si-bar{padding:12px 32px}.si-card{padding:32px}}
`
  .trim()
  .replace(/\n/g, '');

/** The sign-in screen itself: what /pro/login shows before, and without, the back office's script. */
export function signInBody(words: Words, siteKey: string | null): string {
  const text = escapeHtml;
  return [
    '<div class="si">',
    `<header class="si-bar"><a class="si-home" href="/"><img src="/pro/favicon.svg" alt="" width="28" height="28" />Créneau</a>`,
    `<a class="si-outlined" href="/visits">${text(words.visitorButton)}</a></header>`,
    '<main class="si-main"><div class="si-card">',
    `<h1>${text(words.title)}</h1>`,
    // method="post": a submit before the script runs never puts the password in an address.
    `<form class="si-form" id="sign-in" method="post" novalidate${siteKey ? ` data-site-key="${text(siteKey)}"` : ''}>`,
    '<p class="si-error" role="alert"></p>',
    `<div class="si-field"><label for="si-email">${text(words.email)}</label>`,
    '<input id="si-email" name="email" type="email" autocomplete="username" required aria-required="true" autofocus /></div>',
    `<div class="si-field"><label for="si-password">${text(words.password)}</label>`,
    '<input id="si-password" name="password" type="password" autocomplete="current-password" required aria-required="true" /></div>',
    `<button class="si-submit" type="submit">${text(words.signIn)}</button>`,
    `<a href="/pro/forgot-password">${text(words.forgotPassword)}</a>`,
    '</form></div></main></div>',
    // Read by sign-in.js, never run: the messages it may have to show.
    `<script type="application/json" id="sign-in-errors">${JSON.stringify(words.errors).replace(/</g, '\\u003c')}</script>`,
  ].join('');
}

// The back office's scripts, from its built index.html: sign-in.js fetches them once the page has loaded,
// so that the app opens at once after signing in.
const APP_SCRIPTS = /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g;

/**
 * GET /pro/login: the sign-in screen as HTML from the server, in the visitor's language (`?lang=`, else the
 * browser's), so that a phone paints it without waiting for react-admin's script (~5 s on a slow link). A
 * tiny script (dashboard/public/sign-in.js) posts it as JSON to /api/auth/sign-in, as the app does, and opens
 * the app. The app's own sign-in screen (dashboard/src/auth/LoginPage.tsx) stays for the navigations within it.
 */
export function signInPage(dashboardDir: string, localesDir: string, siteKey: string | null) {
  const words = new Map<Language, Words>();
  const wordsIn = (language: Language) => {
    if (!words.has(language)) words.set(language, readWords(localesDir, language));
    return words.get(language)!;
  };
  return async (req: Request, res: Response): Promise<void> => {
    const language = pageLanguage(req.query.lang, req.headers['accept-language']);
    const index = await readFile(join(dashboardDir, 'index.html'), 'utf8');
    const app = [...index.matchAll(APP_SCRIPTS)].map((match) => match[1]);
    const head = serverPageHead(index, { language, title: wordsIn(language).title, style: STYLE });
    const script = `<script src="/pro/sign-in.js" data-app="${escapeHtml(app.join(' '))}" data-lang="${language}"${
      typeof req.query.lang === 'string' ? ' data-lang-asked' : ''
    }></script>`;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Language');
    res
      .type('html')
      .send(
        `${head}</head>\n  <body>\n    ${signInBody(wordsIn(language), siteKey)}\n    ${script}\n  </body>\n</html>\n`,
      );
  };
}
