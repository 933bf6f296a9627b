/**
 * The reasons an agency may give when it cancels a visit, offered as presets so the visitor reads them
 * in their own language (labels: enums.json agencyCancelReason). The agent may add a note of their own.
 */
export const AGENCY_CANCEL_REASONS = [
  'agent_unavailable',
  'property_unavailable',
  'listing_taken',
  'listing_withdrawn',
] as const;
export type AgencyCancelReason = (typeof AGENCY_CANCEL_REASONS)[number];
