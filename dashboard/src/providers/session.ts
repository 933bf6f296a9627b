import { CSRF_COOKIE, EXPIRED_CSRF_COOKIE, mayHaveSession, type MeResponse } from '@creneau/contracts';

/** The CSRF token the API set in a readable cookie; echoed on every unsafe request. */
export function csrfToken(): string {
  const match = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=([^;]+)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

let current: Promise<MeResponse | null> | null = null;

/** Who is signed in (cached until signing in or out); null when nobody or a visitor is. */
export function fetchMe(refresh = false): Promise<MeResponse | null> {
  if (refresh || !current) {
    // The sign-in page of someone who never signed in asks nothing: no cookie, no session, no 401.
    if (!mayHaveSession(document.cookie)) return (current = Promise.resolve(null));
    current = fetch('/api/auth/me', { credentials: 'same-origin' }).then(async (response) => {
      if (response.status === 401) document.cookie = EXPIRED_CSRF_COOKIE;
      if (!response.ok) {
        // Read to its end: an answer left unread keeps its request open (API answers are no-store).
        await response.text();
        return null;
      }
      const me = (await response.json()) as MeResponse;
      // Visitors have their own area: in /pro they are as good as signed out.
      return me.user.authType === 'visitor' ? null : me;
    });
  }
  return current;
}

export function forgetMe(): void {
  current = null;
}

export async function postJson<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok)
    throw Object.assign(new Error(`errors.${payload?.code ?? 'INTERNAL_ERROR'}`), {
      status: response.status,
      body: payload,
    });
  return payload as T;
}

/** Sends one image as the multipart field "photo"; API errors become `errors.<CODE>` keys. */
export async function uploadPhoto(path: string, file: File, method: 'POST' | 'PUT'): Promise<void> {
  const body = new FormData();
  body.append('photo', file);
  const response = await fetch(path, {
    method,
    body,
    credentials: 'same-origin',
    headers: { 'X-CSRF-Token': csrfToken() },
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { code?: string } | null;
    throw Object.assign(new Error(`errors.${payload?.code ?? 'INTERNAL_ERROR'}`), { status: response.status });
  }
}
