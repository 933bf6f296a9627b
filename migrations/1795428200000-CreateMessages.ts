import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMessages1795428200000 implements MigrationInterface {
  name = 'CreateMessages1795428200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The message log: every e-mail and SMS, rendered when it is decided, sent by a worker. Without
    // provider credentials the "sent" rows with provider dev-outbox are the development outbox.
    await queryRunner.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NULL REFERENCES agencies (id) ON DELETE CASCADE,
        user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient text NOT NULL,
        purpose text NOT NULL,
        language text NOT NULL CHECK (language IN ('fr', 'nl', 'en')),
        subject text NULL,
        body_text text NOT NULL,
        body_html text NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed')),
        provider text NULL,
        provider_id text NULL,
        error text NULL,
        segments integer NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL
      )`);
    await queryRunner.query('CREATE INDEX messages_agency_idx ON messages (agency_id, created_at DESC)');
    await queryRunner.query('CREATE INDEX messages_user_idx ON messages (user_id, created_at DESC)');
    await queryRunner.query('CREATE INDEX messages_provider_idx ON messages (provider, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS messages');
  }
}
