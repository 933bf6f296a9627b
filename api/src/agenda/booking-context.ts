import { regionOf, type PhoneCountry, type Region } from '@creneau/contracts';
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

/** A real listing's context: its region decides what may be asked of the applicant, and when. */
export interface BookingContext extends ListingContext {
  region: Region;
  /** The agency's country: phones typed without a country code are read in its numbering plan. */
  agencyCountry: PhoneCountry;
}

/** The visit an earlier request with the same Idempotency-Key booked in the listing's agency. */
export interface EarlierBooking {
  id: string;
  requestHash: string | null;
}

export const PUBLISHED_STATUSES = ['active', 'under_offer'];

type ListingScope = { published: true } | { agencyId: string | null };
type ContextRow = ListingContext & {
  country: 'FR' | 'BE';
  agencyCountry: PhoneCountry;
  postalCode: string | null;
  earlierId: string | null;
  earlierRequestHash: string | null;
};

/** The listing only if published (public) or inside the given agency (back office); the agent if active. */
export async function loadListingContext(
  manager: EntityManager,
  listingId: string,
  scope: ListingScope,
): Promise<BookingContext | null> {
  return (await loadBookingContext(manager, listingId, scope, null))?.context ?? null;
}

/**
 * The listing context and, in the same round trip, the visit booked earlier with this Idempotency-Key
 * (null without a key or when none was): a booking asks both before anything else.
 */
export async function loadBookingContext(
  manager: EntityManager,
  listingId: string,
  scope: ListingScope,
  idempotencyKey: string | null,
): Promise<{ context: BookingContext; earlier: EarlierBooking | null } | null> {
  const [row] = await manager.query<ContextRow[]>(
    `SELECT l.id AS "listingId", l.agency_id AS "agencyId", u.id AS "agentId", l.transaction,
            l.latitude, l.longitude, l.visit_duration_minutes AS "durationMinutes",
            l.visit_buffer_minutes AS "bufferMinutes", l.visit_min_notice_hours AS "minNoticeHours",
            l.visit_horizon_days AS "horizonDays", l.visitors_per_slot AS "visitorsPerSlot",
            a.time_zone AS "timeZone", a.travel_min_minutes AS "travelMinMinutes",
            l.country, a.country AS "agencyCountry", l.postal_code AS "postalCode",
            e.id AS "earlierId", e.request_hash AS "earlierRequestHash"
       FROM listings l
       JOIN agencies a ON a.id = l.agency_id AND a.active
       LEFT JOIN users u ON u.id = l.agent_id AND u.active AND u.agency_id = l.agency_id
       LEFT JOIN visits e ON e.agency_id = l.agency_id AND e.idempotency_key = $5
      WHERE l.id = $1
        AND ($2::boolean IS NOT TRUE OR l.status = ANY($3))
        AND ($4::uuid IS NULL OR l.agency_id = $4) AND l.status <> 'archived'`,
    [listingId, 'published' in scope, PUBLISHED_STATUSES, 'agencyId' in scope ? scope.agencyId : null, idempotencyKey],
  );
  if (!row) return null;
  const { earlierId, earlierRequestHash, country, postalCode, ...rest } = row;
  const context = { ...rest, region: regionOf({ country, postalCode }) };
  return { context, earlier: earlierId ? { id: earlierId, requestHash: earlierRequestHash } : null };
}
