import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOwnerReportUnsubscribes1795688020569 implements MigrationInterface {
  name = 'CreateOwnerReportUnsubscribes1795688020569';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Keys that sign links the workers write and the API checks (unsubscribe links): made here, one per
    // install, so no setting has to be shared between the two. 244 random bits, like calendar tokens.
    await queryRunner.query(`
      CREATE TABLE link_signing_keys (
        purpose text PRIMARY KEY,
        secret text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO link_signing_keys (purpose) VALUES ('unsubscribe')`);
    // An owner who asked to stop the weekly report of one listing. Keyed by the address too: a new owner
    // recorded on the listing gets the report again.
    await queryRunner.query(`
      CREATE TABLE owner_report_opt_outs (
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
        email citext NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (listing_id, email)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS owner_report_opt_outs`);
    await queryRunner.query(`DROP TABLE IF EXISTS link_signing_keys`);
  }
}
