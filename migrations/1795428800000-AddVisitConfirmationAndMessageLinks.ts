import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddVisitConfirmationAndMessageLinks1795428800000 implements MigrationInterface {
  name = 'AddVisitConfirmationAndMessageLinks1795428800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visits ADD COLUMN confirmed_at timestamptz NULL`);
    // A message may belong to a visit (its reminders, notices, voucher), and may carry a claim key:
    // one row per (purpose, recipient, occasion), so a job run twice decides the message once.
    await queryRunner.query(`
      ALTER TABLE messages
        ADD COLUMN visit_id uuid NULL REFERENCES visits (id) ON DELETE SET NULL,
        ADD COLUMN claim_key text NULL,
        ADD COLUMN attachments jsonb NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX messages_claim_key_unique ON messages (claim_key)`);
    await queryRunner.query(`CREATE INDEX messages_visit_idx ON messages (visit_id) WHERE visit_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS messages_visit_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS messages_claim_key_unique`);
    await queryRunner.query(
      `ALTER TABLE messages DROP COLUMN attachments, DROP COLUMN claim_key, DROP COLUMN visit_id`,
    );
    await queryRunner.query(`ALTER TABLE visits DROP COLUMN confirmed_at`);
  }
}
