import type { AgencyTimeZone } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import type { VisitSettings } from './availability.types';

/** What availability and booking need about one listing, its agency and its agent. */
export interface ListingContext extends VisitSettings {
  agencyId: string;
  agentId: string | null;
  transaction: 'rent' | 'sale';
  timeZone: AgencyTimeZone;
  travelMinMinutes: number;
}

export const PUBLISHED_STATUSES = ['active', 'under_offer'];

/** The listing only if published (public) or inside the given agency (back office); the agent if active. */
export async function loadListingContext(
  manager: EntityManager,
  listingId: string,
  scope: { published: true } | { agencyId: string | null },
): Promise<ListingContext | null> {
  const [row] = await manager.query<ListingContext[]>(
    `SELECT l.id AS "listingId", l.agency_id AS "agencyId", u.id AS "agentId", l.transaction,
            l.latitude, l.longitude, l.visit_duration_minutes AS "durationMinutes",
            l.visit_buffer_minutes AS "bufferMinutes", l.visit_min_notice_hours AS "minNoticeHours",
            l.visit_horizon_days AS "horizonDays", l.visitors_per_slot AS "visitorsPerSlot",
            a.time_zone AS "timeZone", a.travel_min_minutes AS "travelMinMinutes"
       FROM listings l
       JOIN agencies a ON a.id = l.agency_id AND a.active
       LEFT JOIN users u ON u.id = l.agent_id AND u.active AND u.agency_id = l.agency_id
      WHERE l.id = $1
        AND ($2::boolean IS NOT TRUE OR l.status = ANY($3))
        AND ($4::uuid IS NULL OR l.agency_id = $4) AND l.status <> 'archived'`,
    [listingId, 'published' in scope, PUBLISHED_STATUSES, 'agencyId' in scope ? scope.agencyId : null],
  );
  return row ?? null;
}
