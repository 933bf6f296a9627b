import {
  ADDRESS_PRECISION,
  applicantPolicy,
  effectiveQuestions,
  regionOf,
  type BookableListing,
  type BookingAgent,
  type BookingPage,
  type BookingPageKind,
  type FormChoice,
} from '@creneau/contracts';
import { findPublicSlugOwner } from '@creneau/server';
import type { EntityManager } from 'typeorm';
import { PUBLISHED_STATUSES } from '../../agenda/booking-context';
import { photoUrls } from '../../media/photo-sizes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SlugTarget {
  kind: BookingPageKind;
  id: string;
  agencyId: string;
}

/**
 * A slug names a listing (its id: the shape of a UUID, which public_slugs refuses to anyone else), else
 * the one agent or agency that holds it in the public namespace (public_slugs): never two at once.
 */
export async function resolveSlug(manager: EntityManager, slug: string): Promise<SlugTarget | null> {
  if (UUID.test(slug)) {
    const [listing] = await manager.query<SlugTarget[]>(
      `SELECT 'listing' AS kind, l.id, l.agency_id AS "agencyId" FROM listings l
         JOIN agencies a ON a.id = l.agency_id AND a.active WHERE l.id = $1 AND l.status = ANY($2)`,
      [slug, PUBLISHED_STATUSES],
    );
    return listing ?? null;
  }
  return findPublicSlugOwner(manager, slug);
}

interface ListingRow extends Omit<BookableListing, 'cover' | 'amount' | 'address' | 'questions' | 'region'> {
  amount: string | null;
  country: 'FR' | 'BE';
  coverKey: string | null;
  precision: number;
  street: string | null;
  postalCode: string | null;
  override: FormChoice[] | null;
  agencyForm: FormChoice[] | null;
}

// Published listings with an active agent of the same agency: only what can really be booked.
const LISTINGS = `
  SELECT l.id, l.transaction, l.property_type AS "propertyType", l.title, l.currency,
         CASE WHEN l.transaction = 'rent' THEN l.rent ELSE l.price END AS amount,
         l.surface::float AS surface, l.rooms, l.bedrooms, l.city, l.status,
         l.street, l.postal_code AS "postalCode", l.country, l.address_precision AS precision,
         l.visit_duration_minutes AS "visitDurationMinutes",
         json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'photoUrl', u.photo_url) AS agent,
         l.prequalification AS override,
         (SELECT f.questions FROM prequalification_forms f
           WHERE f.agency_id = l.agency_id AND f.transaction = l.transaction) AS "agencyForm",
         (SELECT p.storage_key FROM listing_photos p WHERE p.listing_id = l.id ORDER BY p.position LIMIT 1) AS "coverKey"
    FROM listings l JOIN users u ON u.id = l.agent_id AND u.active AND u.agency_id = l.agency_id
   WHERE l.agency_id = $1 AND l.status = ANY($2) AND %WHERE%
   ORDER BY l.status, l.updated_at DESC
   LIMIT 100`;

const WHERE: Record<BookingPageKind, string> = { listing: 'l.id = $3', agent: 'l.agent_id = $3', agency: 'true' };

function toBookable({
  coverKey,
  amount,
  precision,
  street,
  postalCode,
  country,
  override,
  agencyForm,
  ...row
}: ListingRow): BookableListing {
  const urls = coverKey ? photoUrls('listing-photos', coverKey) : null;
  // From the real postcode, even when the page hides it: the region decides what may be asked.
  const region = regionOf({ country, postalCode });
  return {
    ...row,
    amount: amount === null ? null : Number(amount),
    cover: urls && { thumb: urls.thumb, medium: urls.medium },
    // Same rule as the public listing page: the street only when exact, the postcode unless hidden.
    address: {
      street: precision === ADDRESS_PRECISION.exact ? street : null,
      postalCode: precision === ADDRESS_PRECISION.hidden ? null : postalCode,
      city: row.city,
    },
    country,
    region,
    // The listing's own form, else the agency's, else the defaults: always within the region's policy.
    questions: effectiveQuestions(applicantPolicy(region, row.transaction), agencyForm, override),
  };
}

export async function loadBookingPage(
  manager: EntityManager,
  target: SlugTarget,
  weekStartsOn: 0 | 1,
): Promise<BookingPage> {
  const params =
    target.kind === 'agency' ? [target.agencyId, PUBLISHED_STATUSES] : [target.agencyId, PUBLISHED_STATUSES, target.id];
  const [[agency], rows, [agent]] = await Promise.all([
    manager.query<(BookingPage['agency'] & { timeZone: string })[]>(
      `SELECT name, slug, brand_color AS "brandColor", logo_url AS "logoUrl", phone, time_zone AS "timeZone",
              COALESCE((SELECT s.applications_before_visit FROM rental_file_agency_settings s
                         WHERE s.agency_id = agencies.id), false) AS "applicationsBeforeVisit"
         FROM agencies WHERE id = $1`,
      [target.agencyId],
    ),
    manager.query<ListingRow[]>(LISTINGS.replace('%WHERE%', WHERE[target.kind]), params),
    target.kind === 'agent'
      ? manager.query<BookingAgent[]>(
          `SELECT first_name AS "firstName", last_name AS "lastName", photo_url AS "photoUrl" FROM users WHERE id = $1`,
          [target.id],
        )
      : Promise.resolve([]),
  ]);
  const { timeZone, ...branding } = agency;
  return {
    kind: target.kind,
    agency: branding,
    timeZone,
    weekStartsOn,
    agent: agent ?? null,
    listings: rows.map(toBookable),
  };
}
