/** Whose visits count: an agency (null for ops), and within it one agent or one listing when asked. */
export interface VisitFigureScope {
  agencyId: string | null;
  agentId?: string | null;
  listingId?: string | null;
}

/** The condition on `visits v` for a VisitFigureScope: $1 agency (null: all), $2 agent, $3 listing (null: any). */
export const VISIT_SCOPE =
  '($1::uuid IS NULL OR v.agency_id = $1) AND ($2::uuid IS NULL OR v.agent_id = $2) AND ($3::uuid IS NULL OR v.listing_id = $3)';

export function scopeParams(where: VisitFigureScope): unknown[] {
  return [where.agencyId, where.agentId ?? null, where.listingId ?? null];
}
