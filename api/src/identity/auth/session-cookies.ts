import { CSRF_COOKIE } from '@creneau/contracts';
import type { CookieOptions, Response } from 'express';

export { CSRF_COOKIE };

export const SESSION_COOKIE = 'creneau_session';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

function options(secure: boolean, httpOnly: boolean): CookieOptions {
  // Lax: the cookie follows top-level links (magic links, e-mails) but not cross-site POSTs.
  return { httpOnly, secure, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_MS };
}

export function setSessionCookies(res: Response, token: string, csrfToken: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, options(secure, true));
  // Readable by the front ends, which echo it in the X-CSRF-Token header on every unsafe request.
  res.cookie(CSRF_COOKIE, csrfToken, options(secure, false));
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { ...options(secure, true), maxAge: undefined });
  res.clearCookie(CSRF_COOKIE, { ...options(secure, false), maxAge: undefined });
}
