import type { Queryable } from '../database/queryable';

/** What a bon de visite names: the visit, the agency's registrations, the property, the visitor and the agent. */
export interface VoucherVisitRow {
  id: string;
  agencyId: string;
  status: string;
  startsAt: Date;
  timeZone: string;
  agency: string;
  siren: string | null;
  card: string | null;
  bce: string | null;
  ipi: string | null;
  reference: string;
  title: Record<string, string | undefined>;
  address: string;
  visitor: string;
  agent: string;
}

/** The visit (inside the agency, or any for ops: null) as its voucher names it. */
export async function voucherVisitRow(
  manager: Queryable,
  visitId: string,
  agencyId: string | null,
): Promise<VoucherVisitRow | null> {
  const [visit] = await manager.query<VoucherVisitRow[]>(
    `SELECT v.id, v.agency_id AS "agencyId", v.status, v.starts_at AS "startsAt", a.time_zone AS "timeZone",
              a.name AS agency, a.siren, a.professional_card_number AS card, a.bce_number AS bce, a.ipi_number AS ipi,
              l.reference, l.title,
              concat_ws(', ', l.street, concat_ws(' ', l.postal_code, l.city)) AS address,
              c.first_name || ' ' || c.last_name AS visitor, u.first_name || ' ' || u.last_name AS agent
         FROM visits v JOIN agencies a ON a.id = v.agency_id JOIN listings l ON l.id = v.listing_id
         JOIN candidates c ON c.id = v.candidate_id JOIN users u ON u.id = v.agent_id
        WHERE v.id = $1 AND ($2::uuid IS NULL OR v.agency_id = $2)`,
    [visitId, agencyId],
  );
  return visit ?? null;
}
