import type { EntityManager } from 'typeorm';

/**
 * The body as sent of a message whose stored body has a credential link redacted (sign-in, reset,
 * invitation: see EmailToQueue.credentialLink). Only the sending worker reads it, and ops in the
 * development outbox; the worker deletes it once a real provider took the message.
 */
export interface MessageSecret {
  bodyText: string;
  bodyHtml: string | null;
}

export async function insertSecrets(
  manager: EntityManager,
  secrets: (MessageSecret & { id: string })[],
): Promise<void> {
  if (secrets.length === 0) return;
  await manager.query(
    `INSERT INTO message_secrets (message_id, body_text, body_html)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])`,
    [secrets.map((s) => s.id), secrets.map((s) => s.bodyText), secrets.map((s) => s.bodyHtml)],
  );
}

export async function findMessageSecret(manager: EntityManager, messageId: string): Promise<MessageSecret | null> {
  const [secret] = await manager.query<MessageSecret[]>(
    'SELECT body_text AS "bodyText", body_html AS "bodyHtml" FROM message_secrets WHERE message_id = $1',
    [messageId],
  );
  return secret ?? null;
}
