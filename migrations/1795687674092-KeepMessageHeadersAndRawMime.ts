import type { MigrationInterface, QueryRunner } from 'typeorm';

export class KeepMessageHeadersAndRawMime1795687674092 implements MigrationInterface {
  name = 'KeepMessageHeadersAndRawMime1795687674092';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Headers decided with the e-mail (Reply-To, List-Unsubscribe), so a retry sends the same message.
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN headers jsonb NULL`);
    // The development outbox keeps each e-mail as built for the wire, for ops to download as .eml. It holds
    // usable sign-in links, like message_secrets: only ops read it, and only for the development outbox.
    await queryRunner.query(`
      CREATE TABLE message_mime (
        message_id uuid PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
        mime bytea NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS message_mime`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN headers`);
  }
}
