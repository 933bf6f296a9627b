import type { Queryable } from '../database/queryable';

/** The contact details a booking gives for the person (an e-mail, a phone, or both). */
export interface CandidateContact {
  email?: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
  language?: string | null;
}

/**
 * The candidate of this e-mail in the agency (or of this phone, among those who gave no e-mail), created
 * on a first booking. Only a trusted caller (an agent of the agency, from the back office) updates an
 * existing one: anyone can type someone else's e-mail into the public form, and the phone and language
 * of a candidate decide where and in which language their reminders and SMS answers go. The booking's
 * own details stay on its visit.
 */
export async function upsertCandidate(
  manager: Queryable,
  agencyId: string,
  contact: CandidateContact,
  trusted: boolean,
): Promise<string> {
  // DO UPDATE with nothing changed still answers the existing row (DO NOTHING would answer none).
  const onConflict = trusted
    ? `first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       phone = COALESCE(EXCLUDED.phone, candidates.phone),
       language = COALESCE($7, candidates.language), updated_at = now()`
    : `updated_at = candidates.updated_at`;
  // A Belgian visitor may give a phone alone: such candidates are one per phone (candidates_phone_only).
  const target = contact.email ? '(agency_id, email)' : '(agency_id, phone) WHERE email IS NULL';
  const [candidate] = await manager.query<{ id: string }[]>(
    `INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ${target} DO UPDATE SET ${onConflict}
     RETURNING id`,
    [
      agencyId,
      contact.email?.toLowerCase() ?? null,
      contact.firstName,
      contact.lastName,
      contact.phone ?? null,
      contact.language ?? 'fr',
      ...(trusted ? [contact.language ?? null] : []),
    ],
  );
  return candidate.id;
}

/** A candidate without visits goes; one with visits stays, anonymised, so the agency's history holds. */
export async function eraseCandidates(manager: Queryable, candidateIds: string[]): Promise<void> {
  await manager.query(
    `DELETE FROM candidates c WHERE c.id = ANY($1::uuid[])
        AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.candidate_id = c.id)`,
    [candidateIds],
  );
  await manager.query(
    `UPDATE candidates SET email = id::text || '@anonymised.invalid', first_name = '', last_name = '', phone = '',
            anonymised_at = now(), updated_at = now()
      WHERE id = ANY($1::uuid[])`,
    [candidateIds],
  );
}
