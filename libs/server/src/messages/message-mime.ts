import type { EntityManager } from 'typeorm';

/**
 * The raw MIME of an e-mail the development outbox took, as nodemailer built it for the wire. It holds
 * what the message held, usable sign-in links included: ops alone read it, through the outbox.
 */
export async function insertMessageMime(manager: EntityManager, messageId: string, mime: Buffer): Promise<void> {
  await manager.query(
    `INSERT INTO message_mime (message_id, mime) VALUES ($1, $2) ON CONFLICT (message_id) DO NOTHING`,
    [messageId, mime],
  );
}

export async function findMessageMime(manager: EntityManager, messageId: string): Promise<Buffer | null> {
  const [row] = await manager.query<{ mime: Buffer }[]>('SELECT mime FROM message_mime WHERE message_id = $1', [
    messageId,
  ]);
  return row?.mime ?? null;
}
