import type { MigrationInterface, QueryRunner } from 'typeorm';

const CREDENTIAL_PURPOSES = ['magic_link', 'password_reset', 'invitation'];
const TOKEN = `([?&;]token=)[A-Za-z0-9_-]+`;

/**
 * Stored e-mail bodies held working sign-in, reset and invitation links, readable in the message log
 * (issue 18). The body as sent now waits apart, for the worker only, and the stored body has its token
 * redacted. Messages still to send (or kept by the development outbox) move their usable body there;
 * every stored identity body loses its token. down() drops the usable copies: the tokens stay redacted.
 */
export class CreateMessageSecrets1795675096395 implements MigrationInterface {
  name = 'CreateMessageSecrets1795675096395';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_secrets (
        message_id uuid PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
        body_text text NOT NULL,
        body_html text NULL
      )`);
    await queryRunner.query(
      `INSERT INTO message_secrets (message_id, body_text, body_html)
       SELECT id, body_text, body_html FROM messages
        WHERE purpose = ANY($1) AND (status IN ('queued', 'sending') OR provider = 'dev-outbox')`,
      [CREDENTIAL_PURPOSES],
    );
    await queryRunner.query(
      `UPDATE messages SET body_text = regexp_replace(body_text, $2, '\\1redacted', 'g'),
              body_html = regexp_replace(body_html, $2, '\\1redacted', 'g')
        WHERE purpose = ANY($1)`,
      [CREDENTIAL_PURPOSES, TOKEN],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS message_secrets`);
  }
}
