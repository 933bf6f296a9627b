import { regionOf, type Region, type Transaction, type VisitStatus } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import { publishEvent } from '../outbox/outbox.writer';

/** A visit as deciding on its application needs it: its state, and the listing whose region rules. */
export interface ApplicationVisit {
  id: string;
  agencyId: string;
  candidateId: string;
  listingId: string;
  status: VisitStatus;
  endsAt: Date;
  applicationInvitedAt: Date | null;
  transaction: Transaction;
  region: Region;
  timeZone: string;
}

type Row = Omit<ApplicationVisit, 'region'> & { country: 'FR' | 'BE'; postalCode: string | null };

/**
 * Locks the visit behind a short code (the candidate's link) or an id within an agency (the agent's),
 * for a decision on its application. Null when out of scope or gone.
 */
export async function lockApplicationVisit(
  manager: EntityManager,
  by: { shortCode: string } | { id: string; agencyId: string | null },
): Promise<ApplicationVisit | null> {
  const where =
    'shortCode' in by
      ? 'v.id = (SELECT s.visit_id FROM short_links s WHERE s.code = $1)'
      : 'v.id = $1 AND ($2::uuid IS NULL OR v.agency_id = $2)';
  const params = 'shortCode' in by ? [by.shortCode] : [by.id, by.agencyId];
  const [row] = await manager.query<Row[]>(
    `SELECT v.id, v.agency_id AS "agencyId", v.candidate_id AS "candidateId", v.listing_id AS "listingId", v.status,
            v.ends_at AS "endsAt", v.application_invited_at AS "applicationInvitedAt", l.transaction, l.country,
            l.postal_code AS "postalCode", a.time_zone AS "timeZone"
       FROM visits v JOIN listings l ON l.id = v.listing_id JOIN agencies a ON a.id = v.agency_id
      WHERE ${where}
        FOR UPDATE OF v`,
    params,
  );
  if (!row) return null;
  const { country, postalCode, ...visit } = row;
  return { ...visit, region: regionOf({ country, postalCode }) };
}

/** The agent invites the candidate to apply: the questions open, and the event sends them the link. */
export async function inviteToApply(manager: EntityManager, visit: ApplicationVisit): Promise<void> {
  await manager.query(
    `UPDATE visits SET application_invited_at = COALESCE(application_invited_at, now()), updated_at = now()
      WHERE id = $1`,
    [visit.id],
  );
  await publishEvent(manager, 'visit.application_invited', { visitId: visit.id }, visit.agencyId);
}
