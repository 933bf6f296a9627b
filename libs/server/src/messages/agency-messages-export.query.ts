import type { Queryable } from '../database/queryable';

/**
 * Every message the agency sent or received (SMS, e-mails, SMS replies), for its end-of-contract export.
 * Sign-in links are credentials, not the agency's data: their usable bodies (message_secrets) stay out.
 */
export async function exportAgencyMessages(manager: Queryable, agencyId: string, visitorPhones: string[]) {
  const rowsOf = async (sql: string) =>
    (await manager.query<{ row: Record<string, unknown> }[]>(sql, [agencyId])).map(({ row }) => row);
  return {
    messages: await rowsOf('SELECT to_jsonb(m) AS row FROM messages m WHERE m.agency_id = $1 ORDER BY m.created_at'),
    // A reply is not filed under an agency: it is the agency's when it came from one of its visitors' phones.
    smsReplies: (
      await manager.query<{ row: Record<string, unknown> }[]>(
        'SELECT to_jsonb(i) AS row FROM inbound_sms i WHERE i.from_number = ANY($1::text[]) ORDER BY i.received_at',
        [visitorPhones],
      )
    ).map(({ row }) => row),
  };
}
