import type { Queryable } from '../database/queryable';

/** The listing and its agency as a message to a candidate names them. */
export interface ListingNoticeRow {
  listingId: string;
  reference: string;
  title: Record<string, string | undefined>;
  status: string;
  postalCode: string | null;
  city: string | null;
  agency: {
    id: string;
    name: string;
    color: string;
    country: 'FR' | 'BE';
    timeZone: string;
    email: string | null;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    professionalCard: string | null;
    ipi: string | null;
  };
}

/** The columns of a ListingNoticeRow, over `listings l JOIN agencies a`. */
export const LISTING_NOTICE_COLUMNS = `l.id AS "listingId", l.reference, l.title, l.status, l.postal_code AS "postalCode",
  l.city, json_build_object('id', a.id, 'name', a.name, 'color', a.brand_color, 'country', a.country,
    'timeZone', a.time_zone, 'email', a.email, 'street', a.street, 'postalCode', a.postal_code,
    'city', a.city, 'professionalCard', a.professional_card_number, 'ipi', a.ipi_number) AS agency`;

export async function listingNotice(manager: Queryable, listingId: string): Promise<ListingNoticeRow | null> {
  const [row] = await manager.query<ListingNoticeRow[]>(
    `SELECT ${LISTING_NOTICE_COLUMNS} FROM listings l JOIN agencies a ON a.id = l.agency_id WHERE l.id = $1`,
    [listingId],
  );
  return row ?? null;
}
