import { EXPIRED_CSRF_COOKIE, mayHaveSession, type MeResponse } from '@creneau/contracts';
import { ApiError, postJson } from './api';

export interface SessionState {
  /** Who is signed in; null when nobody is (or before the first answer). */
  me: MeResponse | null;
  loading: boolean;
}

// One copy for the whole page: the toolbar, the banner and the page all read the same answer.
// Without the session's hint cookie nobody is signed in, known at once: no spinner while nothing is asked
// (and the same state the server rendered the page with). Off a browser (server rendering), still unknown.
let state: SessionState =
  typeof document !== 'undefined' && !mayHaveSession(document.cookie)
    ? { me: null, loading: false }
    : { me: null, loading: true };
let request: Promise<MeResponse | null> | null = null;
const listeners = new Set<() => void>();

export function setSession(me: MeResponse | null): void {
  request = Promise.resolve(me);
  // The same answer again (nobody signed in, as known from the start): nothing to draw again.
  if (state.me === me && !state.loading) return;
  state = { me, loading: false };
  for (const listener of listeners) listener();
}

async function fetchMe(): Promise<MeResponse | null> {
  // Most pages are opened by people who never signed in: no cookie, no question, no 401.
  if (!mayHaveSession(document.cookie)) return null;
  try {
    const response = await fetch('/api/auth/me', { credentials: 'same-origin' });
    if (response.ok) return (await response.json()) as MeResponse;
    if (response.status === 401) document.cookie = EXPIRED_CSRF_COOKIE;
    // Read to its end: an answer left unread keeps its request open (the API's answers are no-store, so no
    // cache reads it for the page), and the page never comes to rest.
    await response.text();
    return null;
  } catch {
    return null;
  }
}

/** Asks the API once per page load, or again when `force` is set. */
export function loadSession(force = false): Promise<MeResponse | null> {
  if (!request || force) {
    const pending = fetchMe();
    request = pending;
    void pending.then((me) => {
      if (request === pending) setSession(me);
    });
  }
  return request;
}

export async function signOut(): Promise<void> {
  if ((await loadSession()) !== null) {
    // 401: the session had already ended (expired, revoked elsewhere), which is what was asked.
    await postJson('/api/auth/sign-out').catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    });
  }
  setSession(null);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSessionState = (): SessionState => state;
