import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAgencyPrivacy1795700000001 implements MigrationInterface {
  name = 'CreateAgencyPrivacy1795700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per agency once it has said anything (no row: the defaults, no DPA accepted). Retention in
    // months, at most the privacy policy's 36: an agency may keep its data for less, never for more.
    await queryRunner.query(`
      CREATE TABLE agency_privacy (
        agency_id uuid PRIMARY KEY REFERENCES agencies (id) ON DELETE CASCADE,
        dpa_version text NULL,
        dpa_accepted_at timestamptz NULL,
        dpa_accepted_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        breach_contact_name text NULL,
        breach_contact_email citext NULL,
        breach_contact_phone text NULL,
        visits_retention_months integer NOT NULL DEFAULT 36 CHECK (visits_retention_months BETWEEN 1 AND 36),
        messages_retention_months integer NOT NULL DEFAULT 36 CHECK (messages_retention_months BETWEEN 1 AND 36),
        sms_replies_retention_months integer NOT NULL DEFAULT 36
          CHECK (sms_replies_retention_months BETWEEN 1 AND 36),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS agency_privacy`);
  }
}
