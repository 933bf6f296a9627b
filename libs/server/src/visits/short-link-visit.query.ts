import type { Transaction, VisitStatus } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** A visit as its short link's page shows it to the visitor, with its listing, agency and agent. */
export interface ShortLinkVisitRow {
  visitId: string;
  status: VisitStatus;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  language: string;
  interested: boolean | null;
  listingId: string;
  reference: string;
  title: Record<string, string | undefined>;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  agencyName: string;
  color: string | null;
  phone: string | null;
  agentFirstName: string;
  transaction: Transaction;
  country: 'FR' | 'BE';
  applicationInvitedAt: Date | null;
  answeredAt: Date | null;
}

export async function shortLinkVisitRow(manager: Queryable, code: string): Promise<ShortLinkVisitRow | null> {
  const [row] = await manager.query<ShortLinkVisitRow[]>(
    `SELECT v.id AS "visitId", v.status, v.starts_at AS "startsAt", v.ends_at AS "endsAt", a.time_zone AS "timeZone",
            COALESCE(v.contact_language, c.language) AS language, v.interested, l.id AS "listingId", l.reference, l.title, l.street, l.postal_code AS "postalCode", l.city,
            a.name AS "agencyName", a.brand_color AS color, a.phone, u.first_name AS "agentFirstName",
            l.transaction, l.country, v.application_invited_at AS "applicationInvitedAt",
            (SELECT aa.updated_at FROM applicant_answers aa WHERE aa.visit_id = v.id AND aa.stage = 'application')
              AS "answeredAt"
       FROM short_links s JOIN visits v ON v.id = s.visit_id JOIN listings l ON l.id = v.listing_id
       JOIN agencies a ON a.id = v.agency_id JOIN candidates c ON c.id = v.candidate_id JOIN users u ON u.id = v.agent_id
      WHERE s.code = $1`,
    [code],
  );
  return row ?? null;
}
