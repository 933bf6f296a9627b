import type { ErrorCode } from '@creneau/contracts';

/**
 * Why a call to DossierFacile failed. Stable: the API and the logs match on them. Each says what the
 * visitor or the operator can do: connect again, retry later, or tell us (a shape we cannot read).
 */
export const DOSSIERFACILE_ERROR_CODES = [
  // No DOSSIERFACILE_ variables: the import is off on this install.
  'DOSSIERFACILE_NOT_CONFIGURED',
  // No answer within DOSSIERFACILE_TIMEOUT_MS.
  'DOSSIERFACILE_TIMEOUT',
  // Refused connection, 429 or 5xx: retry later.
  'DOSSIERFACILE_UNAVAILABLE',
  // 401, or our client credentials refused: the visitor's consent ended or our secret is wrong.
  'DOSSIERFACILE_UNAUTHORISED',
  // 403: the tenant has not consented to (or has revoked) sharing with us, or a scope is missing.
  'DOSSIERFACILE_FORBIDDEN',
  // The authorisation code is expired, used or was issued for another redirect URI (invalid_grant).
  'DOSSIERFACILE_GRANT_INVALID',
  'DOSSIERFACILE_NOT_FOUND',
  // A body that is not JSON, or JSON not of the documented shape; or a document URL off DossierFacile.
  'DOSSIERFACILE_MALFORMED_RESPONSE',
] as const;
export type DossierFacileErrorCode = (typeof DOSSIERFACILE_ERROR_CODES)[number];

export class DossierFacileError extends Error {
  constructor(
    readonly code: DossierFacileErrorCode,
    message: string,
    /** The HTTP status DossierFacile answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }

  /** Whether the same call may succeed later without the visitor doing anything. */
  get retryable(): boolean {
    return this.code === 'DOSSIERFACILE_TIMEOUT' || this.code === 'DOSSIERFACILE_UNAVAILABLE';
  }
}

/** The API's answer for a failed import: our own codes stay in the logs and the details. */
export function apiErrorCodeOf(error: DossierFacileError): ErrorCode {
  switch (error.code) {
    case 'DOSSIERFACILE_UNAUTHORISED':
    case 'DOSSIERFACILE_GRANT_INVALID':
      return 'UNAUTHENTICATED';
    case 'DOSSIERFACILE_FORBIDDEN':
      return 'FORBIDDEN';
    case 'DOSSIERFACILE_NOT_FOUND':
      return 'NOT_FOUND';
    case 'DOSSIERFACILE_NOT_CONFIGURED':
    case 'DOSSIERFACILE_TIMEOUT':
    case 'DOSSIERFACILE_UNAVAILABLE':
    case 'DOSSIERFACILE_MALFORMED_RESPONSE':
      return 'SERVICE_UNAVAILABLE';
  }
}
