import type { RefusalReason } from '../candidates/refusal-reasons';

/**
 * What a link in an agent's message does to an application (`/rf/{token}/{action}`): one token per
 * action, so a link to view cannot accept. GET shows what the link would do; only POST acts.
 */
export const RENTAL_FILE_ACTIONS = ['view', 'accept', 'refuse', 'ask_documents'] as const;
export type RentalFileAction = (typeof RENTAL_FILE_ACTIONS)[number];

export function isRentalFileAction(value: unknown): value is RentalFileAction {
  return typeof value === 'string' && (RENTAL_FILE_ACTIONS as readonly string[]).includes(value);
}

/** How long an action link in an agent's message works. */
export const RENTAL_FILE_ACTION_TTL_HOURS = 72;

/** GET /api/rf/:token/:action: what the confirmation page shows; consumes nothing. */
export interface RentalFileActionPreview {
  action: RentalFileAction;
  applicationId: string;
  applicant: { firstName: string | null; lastName: string | null };
  listingReference: string;
  agencyName: string;
  expiresAt: string;
  /** For ask_documents: the kinds the agent may ask for this file (the region's list). */
  kinds: { kind: string; wording: string }[];
}

/** POST /api/rf/:token/:action. */
export interface RentalFileActionRequest {
  refusalReason?: RefusalReason;
  kinds?: string[];
}

export interface RentalFileActionResult {
  action: RentalFileAction;
  applicationId: string;
  /** For view: a short-lived path of the application in the back office. */
  redirect: string | null;
}
