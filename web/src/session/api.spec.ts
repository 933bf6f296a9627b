import { describe, expect, it } from '@jest/globals';
import { ApiError, csrfTokenIn, errorCodeOf, toApiError } from './api';

describe('errorCodeOf', () => {
  it('keeps the stable code the API answered with', () => {
    expect(errorCodeOf(410, { code: 'TOKEN_USED', message: 'This link was already used' })).toBe('TOKEN_USED');
  });

  it('reads a gateway failure without a body as the service being unavailable', () => {
    expect(errorCodeOf(502, undefined)).toBe('SERVICE_UNAVAILABLE');
    expect(errorCodeOf(504, '<html>Gateway Timeout</html>')).toBe('SERVICE_UNAVAILABLE');
  });

  it('never passes on a code the catalogue does not know', () => {
    expect(errorCodeOf(500, { code: 'SOMETHING_NEW' })).toBe('INTERNAL_ERROR');
    expect(errorCodeOf(400, null)).toBe('INTERNAL_ERROR');
  });
});

describe('ApiError', () => {
  it('names the catalogue key of its code', () => {
    const error = new ApiError('WEAK_PASSWORD', 400);
    expect([error.key, error.message, error.status]).toEqual(['errors.WEAK_PASSWORD', 'errors.WEAK_PASSWORD', 400]);
  });

  it('turns a network failure into SERVICE_UNAVAILABLE', () => {
    expect(toApiError(new TypeError('Failed to fetch')).code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('csrfTokenIn', () => {
  it('finds the CSRF cookie among others', () => {
    expect(csrfTokenIn('lang=fr; creneau_csrf=abc%2Ddef; other=1')).toBe('abc-def');
    expect(csrfTokenIn('creneau_csrf=xyz')).toBe('xyz');
  });

  it('answers an empty token when there is no session', () => {
    expect(csrfTokenIn('not_creneau_csrf=nope')).toBe('');
  });
});
