import { ApiError, errorCodeOf } from './api';

/** A same-origin GET of JSON; a failed answer throws an ApiError named by its stable code. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(errorCodeOf(response.status, payload), response.status);
  return payload as T;
}
