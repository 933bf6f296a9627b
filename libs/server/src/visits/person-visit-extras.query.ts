import type { Queryable } from '../database/queryable';

/** The signed bon de visite of these visits, as the person's export gives it (the PDF itself is added by the caller). */
export interface PersonVoucherRow {
  visitId: string;
  signerName: string;
  signedAt: Date;
  storageKey: string;
}

export async function vouchersOfVisits(manager: Queryable, visitIds: string[]): Promise<PersonVoucherRow[]> {
  return manager.query<PersonVoucherRow[]>(
    `SELECT visit_id AS "visitId", signer_name AS "signerName", signed_at AS "signedAt", storage_key AS "storageKey"
       FROM visit_vouchers WHERE visit_id = ANY($1::uuid[]) ORDER BY signed_at`,
    [visitIds],
  );
}

/** Whether the person said after each visit they were still interested, and when. */
export async function interestOfVisits(
  manager: Queryable,
  visitIds: string[],
): Promise<{ visitId: string; interested: boolean | null; answeredAt: Date | null }[]> {
  return manager.query(
    `SELECT id AS "visitId", interested, interest_answered_at AS "answeredAt" FROM visits
      WHERE id = ANY($1::uuid[]) AND interest_answered_at IS NOT NULL`,
    [visitIds],
  );
}

/** The phones the person booked these visits with (E.164): their SMS replies and STOP come from them. */
export async function phonesOfVisits(manager: Queryable, visitIds: string[]): Promise<string[]> {
  const rows = await manager.query<{ phone: string }[]>(
    `SELECT DISTINCT contact_phone AS phone FROM visits WHERE id = ANY($1::uuid[]) AND contact_phone IS NOT NULL`,
    [visitIds],
  );
  return rows.map((row) => row.phone);
}

/**
 * Erasure: the signed voucher no longer names the person (its file is deleted by the caller, which knows the
 * storage), and the visits' links stop working: new calendar tokens, short links gone.
 */
export async function redactVisitTraces(manager: Queryable, visitIds: string[]): Promise<void> {
  await manager.query(
    `UPDATE visit_vouchers SET signer_name = '-', storage_key = '', size_bytes = 0 WHERE visit_id = ANY($1::uuid[])`,
    [visitIds],
  );
  // The Idempotency-Key is the booking client's free text: it may hold the address it was made from. The new
  // calendar token is 64 hex digits from two random UUIDs (244 random bits, Postgres's strong generator), one
  // statement for every visit: a night's retention batch is thousands of them.
  await manager.query(
    `UPDATE visits SET idempotency_key = NULL, request_hash = NULL,
            calendar_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
      WHERE id = ANY($1::uuid[])`,
    [visitIds],
  );
  await manager.query('DELETE FROM short_links WHERE visit_id = ANY($1::uuid[])', [visitIds]);
}
