import { fetchUtils, HttpError } from 'react-admin';
import { csrfToken } from './session';

/**
 * fetchJson with the session cookie and the CSRF header; API errors surface as `errors.<CODE>`,
 * a catalogue key react-admin's notifications translate.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('X-CSRF-Token', csrfToken());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'code' in error.body) {
      throw new HttpError(`errors.${String(error.body.code)}`, error.status, error.body);
    }
    throw error;
  }
}
