/**
 * The cookie that holds a session's CSRF token. It is readable by scripts and set and cleared together with
 * the HttpOnly session cookie, so it also tells a page, before any request, whether a session may exist:
 * without it, asking the API who is signed in would only earn a 401.
 */
export const CSRF_COOKIE = 'creneau_csrf';

/** Whether a page's cookies (`document.cookie`) hold a session's CSRF cookie. */
export function mayHaveSession(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${CSRF_COOKIE}=`));
}

/** Expires the CSRF cookie of a session the API no longer knows, so that the next page does not ask again. */
export const EXPIRED_CSRF_COOKIE = `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
