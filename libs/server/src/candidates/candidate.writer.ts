import type { CandidateSource, CandidateSourceDetail } from '@creneau/contracts';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

/** The contact details a booking gives for the person (an e-mail, a phone, or both). */
export interface CandidateContact {
  email?: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
  language?: string | null;
}

/** Which request a booking or an entry makes: for which listing, by which way in, and who typed it. */
export interface CandidateRequest {
  /** null: a request to the agency with no listing (a manual entry for "anything in Ixelles"). */
  listingId: string | null;
  source: CandidateSource;
  sourceDetail?: CandidateSourceDetail | null;
  /** The agent's user id for a back-office entry; 'candidate' for their own booking; 'system' otherwise. */
  actor?: string;
}

/**
 * The upsert's four texts (who may update × which key), each a prepared statement: it runs in every booking
 * (bench P1/P2), where planning it cost Postgres more than running it.
 */
function upsertText(trusted: boolean, key: 'email' | 'phone'): string {
  // DO UPDATE with nothing changed still answers the existing row (DO NOTHING would answer none).
  const onConflict = trusted
    ? `first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       phone = COALESCE(EXCLUDED.phone, candidates.phone),
       language = COALESCE($10, candidates.language), updated_at = now()`
    : `updated_at = candidates.updated_at`;
  // A Belgian visitor may give a phone alone: such candidates are one per phone and listing.
  const target =
    key === 'email'
      ? '(agency_id, listing_id, email) WHERE email IS NOT NULL AND merged_into IS NULL'
      : '(agency_id, listing_id, phone) WHERE email IS NULL AND merged_into IS NULL';
  return prepared(
    `candidate-upsert-${trusted ? 'trusted' : 'public'}-${key}`,
    `WITH upserted AS (
       INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language, listing_id, source, source_detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ${target} DO UPDATE SET ${onConflict}
       RETURNING id, agency_id, status, xmax = 0 AS created)
     INSERT INTO candidate_events (candidate_id, agency_id, kind, to_status, actor, data)
     SELECT id, agency_id, CASE WHEN created THEN 'created' ELSE 'source_added' END,
            CASE WHEN created THEN status END, $${trusted ? 11 : 10},
            jsonb_strip_nulls(jsonb_build_object('source', $8::text, 'detail', $9::jsonb))
       FROM upserted
     RETURNING candidate_id AS id`,
  );
}

const UPSERT_CANDIDATE = {
  trusted: { email: upsertText(true, 'email'), phone: upsertText(true, 'phone') },
  public: { email: upsertText(false, 'email'), phone: upsertText(false, 'phone') },
};

/**
 * The candidate of this e-mail for this listing in the agency (or of this phone, among those who gave
 * no e-mail), created on a first request. Only a trusted caller (an agent of the agency, from the back
 * office) updates an existing one: anyone can type someone else's e-mail into the public form, and the
 * phone and language of a candidate decide where and in which language their reminders and SMS answers
 * go. The booking's own details stay on its visit.
 *
 * One statement, as it runs inside the booking transaction (bench P1/P2): the upsert and the history
 * row it earns, 'created' for a new request or 'source_added' when the person asked again (another
 * booking, the widget after the booking page) and the request was merged into the one they have.
 */
export async function upsertCandidate(
  manager: Queryable,
  agencyId: string,
  contact: CandidateContact,
  trusted: boolean,
  request: CandidateRequest,
): Promise<string> {
  const [candidate] = await manager.query<{ id: string }[]>(
    UPSERT_CANDIDATE[trusted ? 'trusted' : 'public'][contact.email ? 'email' : 'phone'],
    [
      agencyId,
      contact.email?.toLowerCase() ?? null,
      contact.firstName,
      contact.lastName,
      contact.phone ?? null,
      contact.language ?? 'fr',
      request.listingId,
      request.source,
      request.sourceDetail ?? null,
      ...(trusted ? [contact.language ?? null] : []),
      request.actor ?? (trusted ? 'system' : 'candidate'),
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
