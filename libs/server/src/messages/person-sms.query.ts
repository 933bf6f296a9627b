import type { Queryable } from '../database/queryable';

/** What came back from the person's phones: their SMS replies, and their STOP if they sent one. */
export async function smsOfPhones(manager: Queryable, phones: string[]) {
  const [replies, optOuts] = await Promise.all([
    manager.query<{ body: string; kind: string; receivedAt: Date }[]>(
      `SELECT body, kind, received_at AS "receivedAt" FROM inbound_sms WHERE from_number = ANY($1::text[])
        ORDER BY received_at`,
      [phones],
    ),
    manager.query<{ phone: string; since: Date }[]>(
      'SELECT phone, created_at AS since FROM sms_opt_outs WHERE phone = ANY($1::text[])',
      [phones],
    ),
  ]);
  return { smsReplies: replies, smsOptOuts: optOuts };
}

/**
 * Erasure of the replies' texts and numbers. A STOP stays (GDPR art. 17.3.b: the law forbids texting the
 * number again, and only the number can say so); the person is told.
 */
export async function eraseSmsOfPhones(manager: Queryable, phones: string[]): Promise<{ sids: string[] }> {
  // Read first: TypeORM answers an UPDATE … RETURNING as [rows, count], a plain pg client as rows.
  const rows = await manager.query<{ message_sid: string }[]>(
    'SELECT message_sid FROM inbound_sms WHERE from_number = ANY($1::text[])',
    [phones],
  );
  await manager.query(`UPDATE inbound_sms SET body = '', from_number = 'erased' WHERE from_number = ANY($1::text[])`, [
    phones,
  ]);
  // The hourly SMS counters are keyed by number; they only bound floods, and a day's worth is all they hold.
  await manager.query(`DELETE FROM sms_quota_usage WHERE key = ANY($1::text[])`, [
    phones.map((phone) => `number:${phone}`),
  ]);
  return { sids: rows.map((row) => row.message_sid) };
}

/** What agents were told about these visits (booking notices, cancellations): messages not to the person. */
export async function agentMessagesAboutVisits(manager: Queryable, visitIds: string[], personMessageIds: string[]) {
  return manager.query<Record<string, unknown>[]>(
    `SELECT m.id, m.channel, m.purpose, m.subject, m.body_text AS "bodyText", m.created_at AS "createdAt"
       FROM messages m WHERE m.visit_id = ANY($1::uuid[]) AND NOT (m.id = ANY($2::uuid[])) ORDER BY m.created_at`,
    [visitIds, personMessageIds],
  );
}
