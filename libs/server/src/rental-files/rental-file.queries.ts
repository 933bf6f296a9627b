import type {
  GuarantorOrganisation,
  IncomeCurrency,
  ProfessionalSituation,
  RentalPersonInput,
  RentalPersonRole,
  Region,
} from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** A row of rental_file_people. */
export interface RentalPersonRow {
  id: string;
  fileId: string;
  role: RentalPersonRole;
  position: number;
  firstName: string | null;
  lastName: string | null;
  organisationType: GuarantorOrganisation | null;
  organisationName: string | null;
  professionalSituation: ProfessionalSituation | null;
  monthlyIncomeCents: number | null;
  currency: IncomeCurrency;
}

/** A row of rental_file_documents; `storageKey` never leaves the server. */
export interface RentalDocumentRow {
  id: string;
  fileId: string;
  personId: string;
  kind: string;
  storageKey: string;
  name: string;
  sha256: string;
  size: number;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  pages: number;
  createdAt: Date;
}

export interface RentalFileRow {
  id: string;
  userId: string;
  /** Where the visitor looks for a home, as they chose it (null: not chosen). */
  region: Region | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RentalFileContents {
  file: RentalFileRow;
  people: RentalPersonRow[];
  documents: RentalDocumentRow[];
}

const PERSON_FIELDS = `id, file_id AS "fileId", role, position, first_name AS "firstName", last_name AS "lastName",
  organisation_type AS "organisationType", organisation_name AS "organisationName",
  professional_situation AS "professionalSituation", monthly_income_cents::float8 AS "monthlyIncomeCents", currency`;
export const DOCUMENT_FIELDS = `d.id, d.file_id AS "fileId", d.person_id AS "personId", d.kind, d.storage_key AS "storageKey",
  d.name, d.sha256, d.size, d.mime_type AS "mimeType", d.pages, d.created_at AS "createdAt"`;

/** The visitor's file, created empty on first use; one per account (rental_files.user_id is unique). */
export async function ensureRentalFile(manager: Queryable, userId: string): Promise<RentalFileRow> {
  const [file] = await manager.query<RentalFileRow[]>(
    `INSERT INTO rental_files (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING id, user_id AS "userId", region, created_at AS "createdAt", updated_at AS "updatedAt"`,
    [userId],
  );
  return file;
}

export async function rentalFileOfUser(manager: Queryable, userId: string): Promise<RentalFileRow | null> {
  const [file] = await manager.query<RentalFileRow[]>(
    `SELECT id, user_id AS "userId", region, created_at AS "createdAt", updated_at AS "updatedAt"
       FROM rental_files WHERE user_id = $1`,
    [userId],
  );
  return file ?? null;
}

/** Records where the visitor looks for a home (null: let the API infer it again). */
export async function setRentalFileRegion(manager: Queryable, fileId: string, region: Region | null): Promise<void> {
  await manager.query('UPDATE rental_files SET region = $2, updated_at = now() WHERE id = $1', [fileId, region]);
}

/** Everything in a file: its people in order and their documents, oldest first. */
export async function rentalFileContents(manager: Queryable, file: RentalFileRow): Promise<RentalFileContents> {
  const people = await manager.query<RentalPersonRow[]>(
    `SELECT ${PERSON_FIELDS} FROM rental_file_people WHERE file_id = $1 ORDER BY position, created_at`,
    [file.id],
  );
  const documents = await manager.query<RentalDocumentRow[]>(
    `SELECT ${DOCUMENT_FIELDS} FROM rental_file_documents d WHERE d.file_id = $1 ORDER BY d.created_at, d.id`,
    [file.id],
  );
  return { file, people, documents };
}

/** A visitor's action on their file keeps it alive: inactive files are deleted after a configured time. */
export async function touchRentalFile(manager: Queryable, fileId: string): Promise<void> {
  await manager.query(
    `UPDATE rental_files SET updated_at = now(), last_activity_at = now(), inactivity_notice_at = NULL WHERE id = $1`,
    [fileId],
  );
}

export async function personOfFile(
  manager: Queryable,
  fileId: string,
  personId: string,
): Promise<RentalPersonRow | null> {
  const [person] = await manager.query<RentalPersonRow[]>(
    `SELECT ${PERSON_FIELDS} FROM rental_file_people WHERE file_id = $1 AND id = $2`,
    [fileId, personId],
  );
  return person ?? null;
}

export async function countPeople(manager: Queryable, fileId: string): Promise<number> {
  const [row] = await manager.query<{ count: number }[]>(
    'SELECT count(*)::int AS count FROM rental_file_people WHERE file_id = $1',
    [fileId],
  );
  return row.count;
}

const columns = (input: Partial<RentalPersonInput>) => [
  input.firstName ?? null,
  input.lastName ?? null,
  input.organisationType ?? null,
  input.organisationName ?? null,
  input.professionalSituation ?? null,
  input.monthlyIncomeCents ?? null,
  input.currency ?? 'EUR',
];

/** Adds a person at the end of the file; the first one is the main tenant. */
export async function addPerson(manager: Queryable, fileId: string, input: RentalPersonInput): Promise<string> {
  const [person] = await manager.query<{ id: string }[]>(
    `INSERT INTO rental_file_people (file_id, role, position, first_name, last_name, organisation_type, organisation_name,
                                     professional_situation, monthly_income_cents, currency)
     SELECT $1, $2, COALESCE(max(position) + 1, 0), $3, $4, $5, $6, $7, $8, $9 FROM rental_file_people WHERE file_id = $1
     RETURNING id`,
    [fileId, input.role, ...columns(input)],
  );
  return person.id;
}

/** Replaces what the person declared (their role stays: a tenant's documents are not a guarantor's). */
export async function updatePerson(
  manager: Queryable,
  person: RentalPersonRow,
  input: Partial<RentalPersonInput>,
): Promise<void> {
  const merged = { ...person, ...input };
  await manager.query(
    `UPDATE rental_file_people SET first_name = $2, last_name = $3, organisation_type = $4, organisation_name = $5,
            professional_situation = $6, monthly_income_cents = $7, currency = $8, updated_at = now()
      WHERE id = $1`,
    [person.id, ...columns(merged)],
  );
}

/** Deletes a person and, through the cascade, their documents (whose files the garbage sweep removes). */
export async function deletePerson(manager: Queryable, personId: string): Promise<void> {
  await manager.query('DELETE FROM rental_file_people WHERE id = $1', [personId]);
}
