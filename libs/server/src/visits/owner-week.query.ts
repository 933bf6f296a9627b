import type { Queryable } from '../database/queryable';

/** A listing whose owner hears of its week, with the week's visits counted. */
export interface OwnerWeek {
  listingId: string;
  agencyId: string;
  agencyName: string;
  agencyEmail: string | null;
  color: string | null;
  reference: string;
  title: Record<string, string | undefined>;
  ownerName: string | null;
  ownerEmail: string;
  language: string;
  done: number;
  noShows: number;
  interested: number;
  upcoming: number;
  booked: number;
  country: 'FR' | 'BE';
  agencyAddress: string;
  card: string | null;
  ipi: string | null;
}

/** Every published listing with an owner who did not opt out, and its visits of the last seven days. */
export async function ownerWeeks(manager: Queryable): Promise<OwnerWeek[]> {
  return manager.query<OwnerWeek[]>(
    `SELECT l.id AS "listingId", l.agency_id AS "agencyId", a.name AS "agencyName", a.email AS "agencyEmail",
              a.brand_color AS color,
              a.country, concat_ws(', ', a.street, NULLIF(concat_ws(' ', a.postal_code, a.city), '')) AS "agencyAddress",
              a.professional_card_number AS card, a.ipi_number AS ipi,
              l.reference, l.title, l.owner_name AS "ownerName", l.owner_email AS "ownerEmail",
              COALESCE(l.owner_language, 'fr') AS language,
              count(*) FILTER (WHERE v.status = 'done' AND v.starts_at > now() - interval '7 days')::int AS done,
              count(*) FILTER (WHERE v.status = 'no_show' AND v.starts_at > now() - interval '7 days')::int AS "noShows",
              count(*) FILTER (WHERE v.interested AND v.starts_at > now() - interval '7 days')::int AS interested,
              count(*) FILTER (WHERE v.status IN ('booked', 'confirmed') AND v.starts_at > now())::int AS upcoming,
              count(*) FILTER (WHERE v.created_at > now() - interval '7 days')::int AS booked
         FROM listings l JOIN agencies a ON a.id = l.agency_id
         LEFT JOIN visits v ON v.listing_id = l.id
        WHERE l.owner_email IS NOT NULL AND l.status IN ('active', 'under_offer') AND a.active
          AND NOT EXISTS (SELECT 1 FROM owner_report_opt_outs o WHERE o.listing_id = l.id AND o.email = l.owner_email)
        GROUP BY l.id, a.id`,
  );
}
