import type { Pool } from 'pg';

/** The demo records whose screens the phone-fit and accessibility tests open (Agence du Marais, seen by its admin). */
export interface ScreenIds {
  listing: string;
  user: string;
  agency: string;
  message: string;
  /** A demo candidate with visits and history, for the candidate page. */
  candidate: string;
}

/** Agence du Marais, its first listing and its agent Hugo, as the demo seed made them. */
export async function demoAgencyIds(pool: Pool): Promise<{ agency: string; listing: string; user: string }> {
  const [row] = (
    await pool.query<{ agency: string; listing: string; user: string }>(
      `SELECT a.id AS agency, l.id AS listing, u.id AS "user"
         FROM agencies a JOIN listings l ON l.agency_id = a.id JOIN users u ON u.agency_id = a.id
        WHERE a.slug = 'agence-du-marais' AND u.email = 'hugo.bernard@agence-du-marais.example'
        ORDER BY l.created_at LIMIT 1`,
    )
  ).rows;
  return row;
}

/**
 * Every back-office screen an agency admin reaches, lists, forms and records, in groups: each group is one test of
 * the phone-fit and accessibility specs, so that a test stays well within its time on a loaded machine.
 */
export const BACK_OFFICE_SCREENS: { name: string; paths: (ids: ScreenIds) => string[] }[] = [
  {
    name: 'the agenda and the pipeline',
    paths: (ids) => [
      '/pro/visits',
      '/pro/agenda',
      '/pro/agenda/settings',
      '/pro/candidates',
      '/pro/candidates/create',
      `/pro/candidates/${ids.candidate}/show`,
      '/pro/prequalification',
      '/pro/rental-applications',
      '/pro/inbound-emails',
    ],
  },
  {
    name: 'listings and people',
    paths: (ids) => [
      '/pro/widget',
      '/pro/listings',
      '/pro/listings/create',
      `/pro/listings/${ids.listing}`,
      '/pro/users',
      '/pro/users/create',
      `/pro/users/${ids.user}`,
    ],
  },
  {
    name: 'the agency and its records',
    paths: (ids) => [
      '/pro/agencies',
      `/pro/agencies/${ids.agency}`,
      '/pro/messages',
      `/pro/messages/${ids.message}/show`,
      '/pro/audit-log',
      '/pro/notification-preferences',
      '/pro/privacy',
    ],
  },
];

/** A demo candidate of the agency that has been moved at least once (a history to show). */
export async function demoCandidateId(pool: Pool, agencyId: string): Promise<string> {
  const [row] = (
    await pool.query<{ id: string }>(
      `SELECT c.id FROM candidates c
        WHERE c.agency_id = $1 AND EXISTS (SELECT 1 FROM candidate_events e WHERE e.candidate_id = c.id
                                            AND e.kind = 'status_changed')
        ORDER BY c.created_at LIMIT 1`,
      [agencyId],
    )
  ).rows;
  return row.id;
}
