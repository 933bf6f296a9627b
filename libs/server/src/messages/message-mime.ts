import type { EntityManager } from 'typeorm';

/**
 * The raw MIME of an e-mail the development outbox took, as nodemailer built it for the wire (stored with
 * the sent mark, see the workers' EmailClaims). It holds what the message held, usable sign-in links
 * included: ops alone read it, through the outbox.
 */
export async function findMessageMime(manager: EntityManager, messageId: string): Promise<Buffer | null> {
  const [row] = await manager.query<{ mime: Buffer }[]>('SELECT mime FROM message_mime WHERE message_id = $1', [
    messageId,
  ]);
  return row?.mime ?? null;
}
