import { regionOf, type CandidateStatus, type RefusalReason, type Region } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';
import { DOCUMENT_FIELDS, type RentalDocumentRow, type RentalPersonRow } from './rental-file.queries';
import { CANDIDATE_CARDS } from '../candidates/candidate-cards';

/**
 * An application as both sides read it: the rental_file_applications row with its candidate's status and
 * refusal reason (the application is the candidate, issue 20), its listing and agency. One named query,
 * kept here because it is about applications; it only reads the other domains' tables.
 */
export interface RentalApplicationRow {
  id: string;
  fileId: string;
  userId: string;
  candidateId: string;
  agencyId: string;
  agencyName: string;
  listingId: string;
  reference: string;
  title: string;
  city: string | null;
  region: Region;
  rentCents: number | null;
  status: CandidateStatus;
  refusalReason: RefusalReason | null;
  requestedKinds: string[] | null;
  decidedAt: Date | null;
  createdAt: Date;
  documentCount: number;
  lastDocumentAt: Date | null;
}

type Row = Omit<RentalApplicationRow, 'region'> & { country: 'FR' | 'BE'; postalCode: string | null };

const SELECT = `
  SELECT ra.id, ra.file_id AS "fileId", f.user_id AS "userId", ra.candidate_id AS "candidateId", ra.agency_id AS "agencyId",
         a.name AS "agencyName", ra.listing_id AS "listingId", l.reference,
         COALESCE(l.title ->> 'fr', l.title ->> 'nl', l.title ->> 'en', l.reference) AS title, l.city, l.country,
         l.postal_code AS "postalCode",
         CASE WHEN l.rent IS NULL THEN NULL ELSE round((l.rent + COALESCE(l.charges, 0)) * 100) END::float8 AS "rentCents",
         c.status, c.refusal_reason AS "refusalReason", ra.requested_kinds AS "requestedKinds",
         ra.decided_at AS "decidedAt", ra.created_at AS "createdAt",
         (SELECT count(*)::int FROM rental_file_documents d WHERE d.file_id = ra.file_id) AS "documentCount",
         (SELECT max(d.created_at) FROM rental_file_documents d WHERE d.file_id = ra.file_id) AS "lastDocumentAt"
    FROM rental_file_applications ra
    JOIN rental_files f ON f.id = ra.file_id
    JOIN ${CANDIDATE_CARDS} c ON c.id = ra.candidate_id
    JOIN listings l ON l.id = ra.listing_id
    JOIN agencies a ON a.id = ra.agency_id`;

const shape = ({ country, postalCode, ...row }: Row): RentalApplicationRow => ({
  ...row,
  region: regionOf({ country, postalCode }),
});

/** The applications of a visitor's file, newest first. */
export async function applicationsOfFile(manager: Queryable, fileId: string): Promise<RentalApplicationRow[]> {
  const rows = await manager.query<Row[]>(`${SELECT} WHERE ra.file_id = $1 ORDER BY ra.created_at DESC`, [fileId]);
  return rows.map(shape);
}

export interface AgencyApplicationsPage {
  rows: RentalApplicationRow[];
  total: number;
}

/** An agency's applications (null agency: ops, every agency), newest first, optionally for one listing. */
export async function applicationsOfAgency(
  manager: Queryable,
  agencyId: string | null,
  filter: { listingId?: string; status?: number },
  page: { offset: number; limit: number },
): Promise<AgencyApplicationsPage> {
  const where = `WHERE ($1::uuid IS NULL OR ra.agency_id = $1) AND ($2::uuid IS NULL OR ra.listing_id = $2)
                   AND ($3::smallint IS NULL OR c.status = $3)`;
  const params = [agencyId, filter.listingId ?? null, filter.status ?? null];
  const rows = await manager.query<Row[]>(`${SELECT} ${where} ORDER BY ra.created_at DESC, ra.id LIMIT $4 OFFSET $5`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  const [count] = await manager.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM rental_file_applications ra JOIN ${CANDIDATE_CARDS} c ON c.id = ra.candidate_id ${where}`,
    params,
  );
  return { rows: rows.map(shape), total: count.total };
}

/** One application inside a scope: an agency's (null for ops), or a visitor's file. Null when out of scope. */
export async function applicationInScope(
  manager: Queryable,
  id: string,
  scope: { agencyId: string | null } | { fileId: string },
): Promise<RentalApplicationRow | null> {
  const [condition, value] =
    'fileId' in scope ? ['ra.file_id = $2', scope.fileId] : ['($2::uuid IS NULL OR ra.agency_id = $2)', scope.agencyId];
  const [row] = await manager.query<Row[]>(`${SELECT} WHERE ra.id = $1 AND ${condition}`, [id, value]);
  return row ? shape(row) : null;
}

/** The people and documents of several files at once (the agent's list). */
export async function contentsOfFiles(
  manager: Queryable,
  fileIds: string[],
): Promise<{ people: RentalPersonRow[]; documents: RentalDocumentRow[] }> {
  const people = await manager.query<RentalPersonRow[]>(
    `SELECT id, file_id AS "fileId", role, position, first_name AS "firstName", last_name AS "lastName",
            organisation_type AS "organisationType", organisation_name AS "organisationName",
            professional_situation AS "professionalSituation", monthly_income_cents::float8 AS "monthlyIncomeCents", currency
       FROM rental_file_people WHERE file_id = ANY($1::uuid[]) ORDER BY position, created_at`,
    [fileIds],
  );
  const documents = await manager.query<RentalDocumentRow[]>(
    `SELECT ${DOCUMENT_FIELDS} FROM rental_file_documents d WHERE d.file_id = ANY($1::uuid[]) ORDER BY d.created_at, d.id`,
    [fileIds],
  );
  return { people, documents };
}

/** Records the application; an application already made for this listing answers its id (applying twice is one). */
export async function insertApplication(
  manager: Queryable,
  input: { fileId: string; candidateId: string; agencyId: string; listingId: string },
): Promise<string> {
  const [row] = await manager.query<{ id: string }[]>(
    `INSERT INTO rental_file_applications (file_id, candidate_id, agency_id, listing_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (file_id, listing_id) DO UPDATE SET file_id = EXCLUDED.file_id
     RETURNING id`,
    [input.fileId, input.candidateId, input.agencyId, input.listingId],
  );
  return row.id;
}

/** After a decision: which kinds were asked (null unless documents were asked) and when the decision fell. */
export async function recordApplicationDecision(
  manager: Queryable,
  id: string,
  decision: { requestedKinds: string[] | null; closed: boolean },
): Promise<void> {
  await manager.query(
    `UPDATE rental_file_applications
        SET requested_kinds = $2, decided_at = CASE WHEN $3 THEN now() ELSE NULL END, deletion_notice_at = NULL
      WHERE id = $1`,
    [id, decision.requestedKinds, decision.closed],
  );
}

/** Whether the agency lets visitors apply before visiting (rental_file_agency_settings; default: no). */
export async function applicationsBeforeVisit(manager: Queryable, agencyId: string): Promise<boolean> {
  const [row] = await manager.query<{ allowed: boolean }[]>(
    'SELECT applications_before_visit AS allowed FROM rental_file_agency_settings WHERE agency_id = $1',
    [agencyId],
  );
  return row?.allowed ?? false;
}

export async function setApplicationsBeforeVisit(
  manager: Queryable,
  agencyId: string,
  allowed: boolean,
): Promise<void> {
  await manager.query(
    `INSERT INTO rental_file_agency_settings (agency_id, applications_before_visit) VALUES ($1, $2)
     ON CONFLICT (agency_id) DO UPDATE SET applications_before_visit = $2, updated_at = now()`,
    [agencyId, allowed],
  );
}
