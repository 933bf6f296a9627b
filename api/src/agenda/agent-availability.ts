import type { EntityManager } from 'typeorm';
import { notFound } from '../common/api-error';
import type { Actor } from '../common/actor';
import { findAgentInScope } from './agent-scope';
import { loadListingContext, type ListingContext } from './booking-context';

// The listings table's defaults: what the agenda shows when no listing is chosen yet.
const DEFAULT_SETTINGS = { durationMinutes: 30, bufferMinutes: 10, horizonDays: 30, visitorsPerSlot: 1 };

/** The visit settings to compute an agent's free time with, as the back office sees it (no notice). */
export async function agentContext(
  manager: EntityManager,
  actor: Actor,
  agentId: string,
  listingId: string | undefined,
): Promise<ListingContext & { agentId: string }> {
  const agent = await findAgentInScope(manager, actor, agentId);
  if (listingId) {
    const listing = await loadListingContext(manager, listingId, { agencyId: agent.agencyId });
    if (!listing) throw notFound('Listing');
    return { ...listing, agentId, minNoticeHours: 0 };
  }
  const [agency] = await manager.query<Pick<ListingContext, 'timeZone' | 'travelMinMinutes'>[]>(
    `SELECT time_zone AS "timeZone", travel_min_minutes AS "travelMinMinutes" FROM agencies WHERE id = $1`,
    [agent.agencyId],
  );
  return {
    ...DEFAULT_SETTINGS,
    ...agency,
    listingId: '',
    agencyId: agent.agencyId,
    agentId,
    transaction: 'rent',
    minNoticeHours: 0,
    latitude: null,
    longitude: null,
  };
}
