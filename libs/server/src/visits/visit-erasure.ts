import type { VisitCancelledBy, VisitSource, VisitStatus } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** A visit as the person's data export gives it (GDPR art. 15 and 20), with its listing, agency and agent. */
export type ExportedVisitRow = {
  id: string;
  status: VisitStatus;
  startsAt: Date;
  endsAt: Date;
  source: VisitSource;
  answers: Record<string, unknown>;
  cancelledBy: VisitCancelledBy | null;
  cancelledWhy: string | null;
  cancelledAt: Date | null;
  confirmedAt: Date | null;
  rescheduledFrom: string | null;
  rescheduledTo: string | null;
  createdAt: Date;
  contact: { firstName: string | null; lastName: string | null; phone: string | null; language: string | null };
  listing: { reference: string; title: Record<string, string | undefined>; city: string | null };
  agency: string;
  agent: string;
};

export async function exportVisits(manager: Queryable, candidateIds: string[]): Promise<ExportedVisitRow[]> {
  return manager.query<ExportedVisitRow[]>(
    `SELECT v.id, v.status, v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.source, v.answers,
            v.cancelled_by AS "cancelledBy", v.cancelled_why AS "cancelledWhy", v.cancelled_at AS "cancelledAt",
            v.confirmed_at AS "confirmedAt", v.rescheduled_from AS "rescheduledFrom",
            v.rescheduled_to AS "rescheduledTo", v.created_at AS "createdAt",
            json_build_object('firstName', v.contact_first_name, 'lastName', v.contact_last_name,
                              'phone', v.contact_phone, 'language', v.contact_language) AS contact,
            json_build_object('reference', l.reference, 'title', l.title, 'city', l.city) AS listing,
            a.name AS agency, trim(u.first_name || ' ' || u.last_name) AS agent
       FROM visits v JOIN listings l ON l.id = v.listing_id JOIN agencies a ON a.id = v.agency_id
       JOIN users u ON u.id = v.agent_id
      WHERE v.candidate_id = ANY($1::uuid[]) ORDER BY v.starts_at`,
    [candidateIds],
  );
}

/** The ids of these candidates' visits still ahead (booked or confirmed), in id order: the order they are locked in. */
export async function upcomingVisitIdsOf(manager: Queryable, candidateIds: string[]): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(
    `SELECT id FROM visits WHERE candidate_id = ANY($1::uuid[]) AND status IN ('booked', 'confirmed')
        AND starts_at > now() ORDER BY id`,
    [candidateIds],
  );
  return rows.map((row) => row.id);
}

/** The ids of every visit of these candidates. */
export async function visitIdsOf(manager: Queryable, candidateIds: string[]): Promise<string[]> {
  const rows = await manager.query<{ id: string }[]>(`SELECT id FROM visits WHERE candidate_id = ANY($1::uuid[])`, [
    candidateIds,
  ]);
  return rows.map((row) => row.id);
}

/**
 * Empties what these candidates' visits hold about the person (answers, contact details, their own words
 * on a cancellation); the visits stay in the agencies' records. `systemReasons` are the cancellation
 * reasons the product itself writes, kept.
 */
export async function anonymiseVisitsOf(
  manager: Queryable,
  candidateIds: string[],
  systemReasons: readonly string[],
): Promise<void> {
  await manager.query(
    `UPDATE visits SET answers = '{}', request_hash = NULL, updated_at = now(), contact_first_name = NULL,
            contact_last_name = NULL, contact_phone = NULL, contact_language = NULL,
            cancelled_why = CASE WHEN cancelled_why = ANY($2) THEN cancelled_why ELSE NULL END
      WHERE candidate_id = ANY($1::uuid[])`,
    [candidateIds, systemReasons],
  );
}
