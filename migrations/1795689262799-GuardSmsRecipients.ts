import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Against SMS pumping (issue 35): each agency lists the countries its SMS may go to besides its own
 * (empty: its own only), and refused SMS are counted per agency, hour and reason so that a wave of them
 * shows, and alerts, without reading every failed message.
 */
export class GuardSmsRecipients1795689262799 implements MigrationInterface {
  name = 'GuardSmsRecipients1795689262799';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE agencies
        ADD COLUMN sms_countries text[] NOT NULL DEFAULT '{}'
          CHECK (cardinality(sms_countries) <= 10 AND array_to_string(sms_countries, ',') ~ '^([A-Z]{2}(,|$))*$')`);
    await queryRunner.query(`
      CREATE TABLE sms_refusals (
        agency_id uuid NULL REFERENCES agencies (id) ON DELETE CASCADE,
        hour timestamptz NOT NULL,
        reason text NOT NULL,
        refused integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX sms_refusals_key ON sms_refusals
         (COALESCE(agency_id, '00000000-0000-0000-0000-000000000000'), hour, reason)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS sms_refusals');
    await queryRunner.query('ALTER TABLE agencies DROP COLUMN IF EXISTS sms_countries');
  }
}
