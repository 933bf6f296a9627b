import type { ErrorCode } from '@creneau/contracts';

export type LinkFailure = 'TOKEN_USED' | 'TOKEN_EXPIRED' | 'TOKEN_INVALID';

const FAILURES: Partial<Record<ErrorCode, LinkFailure>> = {
  TOKEN_USED: 'TOKEN_USED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  // A token cut short by a mail client fails the API's format check before it is looked up.
  VALIDATION_FAILED: 'TOKEN_INVALID',
  BAD_REQUEST: 'TOKEN_INVALID',
};

/** Why an e-mailed link cannot work any more; undefined when a second try may work. */
export function linkFailure(code: ErrorCode | undefined): LinkFailure | undefined {
  return code && FAILURES[code];
}
