import { ERROR_CODES, type ErrorCode } from '@creneau/contracts';

/** A failed API call, named by the catalogue key of its stable code (`errors.<CODE>` in `global`). */
export class ApiError extends Error {
  readonly key: `errors.${ErrorCode}`;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
  ) {
    super(`errors.${code}`);
    this.key = `errors.${code}`;
  }
}

/** The code a response stands for, even when it has no `{ code }` body (a proxy's 502, an HTML page). */
export function errorCodeOf(status: number, body: unknown): ErrorCode {
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  if ((ERROR_CODES as readonly unknown[]).includes(code)) return code as ErrorCode;
  return status === 502 || status === 503 || status === 504 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
}

/** Anything thrown by a call, as an ApiError: a network failure reads as the service being unavailable. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('SERVICE_UNAVAILABLE', 0);
}

export function csrfTokenIn(cookies: string): string {
  const match = /(?:^|;\s*)creneau_csrf=([^;]*)/.exec(cookies);
  return match ? decodeURIComponent(match[1]) : '';
}

/** The CSRF token of the session, set by the API in a readable cookie. */
export function csrfToken(): string {
  return csrfTokenIn(document.cookie);
}

/** A same-origin JSON call that echoes the CSRF token; resolves with the body (undefined on 204). */
export async function postJson<T = void>(path: string, body?: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(errorCodeOf(response.status, payload), response.status);
  return payload as T;
}
