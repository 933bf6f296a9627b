import type { FormChoice, Transaction } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

/** The forms an agency saved, by transaction; a transaction it never saved is absent (defaults apply). */
export async function agencyForms(
  manager: Queryable,
  agencyId: string,
): Promise<Partial<Record<Transaction, FormChoice[]>>> {
  const rows = await manager.query<{ transaction: Transaction; questions: FormChoice[] }[]>(
    'SELECT transaction, questions FROM prequalification_forms WHERE agency_id = $1',
    [agencyId],
  );
  return Object.fromEntries(rows.map((row) => [row.transaction, row.questions]));
}

/** Saves the agency's form for one transaction, or forgets it (null) so that the shipped defaults apply again. */
export async function saveAgencyForm(
  manager: Queryable,
  agencyId: string,
  transaction: Transaction,
  questions: FormChoice[] | null,
  userId: string | null,
): Promise<void> {
  if (questions === null) {
    await manager.query('DELETE FROM prequalification_forms WHERE agency_id = $1 AND transaction = $2', [
      agencyId,
      transaction,
    ]);
    return;
  }
  await manager.query(
    `INSERT INTO prequalification_forms (agency_id, transaction, questions, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (agency_id, transaction)
       DO UPDATE SET questions = EXCLUDED.questions, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [agencyId, transaction, JSON.stringify(questions), userId],
  );
}

/** A listing's override and its agency's form for the listing's transaction, within the agency when given. */
export interface ListingFormRow {
  listingId: string;
  agencyId: string;
  transaction: Transaction;
  country: 'FR' | 'BE';
  postalCode: string | null;
  override: FormChoice[] | null;
  agencyForm: FormChoice[] | null;
}

export async function listingFormRow(
  manager: Queryable,
  listingId: string,
  agencyId: string | null,
): Promise<ListingFormRow | null> {
  const [row] = await manager.query<ListingFormRow[]>(
    `SELECT l.id AS "listingId", l.agency_id AS "agencyId", l.transaction, l.country, l.postal_code AS "postalCode",
            l.prequalification AS override, f.questions AS "agencyForm"
       FROM listings l
       LEFT JOIN prequalification_forms f ON f.agency_id = l.agency_id AND f.transaction = l.transaction
      WHERE l.id = $1 AND ($2::uuid IS NULL OR l.agency_id = $2)`,
    [listingId, agencyId],
  );
  return row ?? null;
}

/** Sets (or clears, with null) a listing's own form. */
export async function saveListingOverride(
  manager: Queryable,
  listingId: string,
  questions: FormChoice[] | null,
): Promise<void> {
  await manager.query('UPDATE listings SET prequalification = $2, updated_at = now() WHERE id = $1', [
    listingId,
    questions === null ? null : JSON.stringify(questions),
  ]);
}
