import { keysetPages, type ExportRow } from '../database/keyset-pages';
import type { Queryable } from '../database/queryable';

/**
 * Every message the agency sent, page by page, for its end-of-contract export. Sign-in links are
 * credentials, not the agency's data: their usable bodies (message_secrets) stay out.
 */
export function exportAgencyMessages(manager: Queryable, agencyId: string): AsyncGenerator<ExportRow[]> {
  return keysetPages(manager, (after, limit) => [
    `SELECT m.id::text AS key, to_jsonb(m) AS row FROM messages m
      WHERE m.agency_id = $1 AND ($2::uuid IS NULL OR m.id > $2) ORDER BY m.id LIMIT $3`,
    [agencyId, after, limit],
  ]);
}

/** The SMS replies from the agency's visitors' phones: a reply is not filed under an agency. */
export function exportSmsRepliesFrom(manager: Queryable, phones: string[]): AsyncGenerator<ExportRow[]> {
  return keysetPages(manager, (after, limit) => [
    `SELECT i.id::text AS key, to_jsonb(i) AS row FROM inbound_sms i
      WHERE i.from_number = ANY($1::text[]) AND ($2::uuid IS NULL OR i.id > $2) ORDER BY i.id LIMIT $3`,
    [phones, after, limit],
  ]);
}
