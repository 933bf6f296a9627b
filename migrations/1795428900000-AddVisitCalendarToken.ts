import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddVisitCalendarToken1795428900000 implements MigrationInterface {
  name = 'AddVisitCalendarToken1795428900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The visitor's "add to calendar" link: 244 random bits (two v4 UUIDs), kept in clear because a retried
    // booking (same Idempotency-Key) must answer the same link; it only ever opens that one visit's .ics.
    await queryRunner.query(`
      ALTER TABLE visits ADD COLUMN calendar_token text NOT NULL
        DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);
    await queryRunner.query(`CREATE UNIQUE INDEX visits_calendar_token_unique ON visits (calendar_token)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS visits_calendar_token_unique`);
    await queryRunner.query(`ALTER TABLE visits DROP COLUMN calendar_token`);
  }
}
