import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CountVisitCalendarChanges1795686894132 implements MigrationInterface {
  name = 'CountVisitCalendarChanges1795686894132';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The event's UID outlives a move: the visit that replaces another takes its calendar_uid, so the
    // visitor's calendar updates the event instead of adding a second one. Existing visits keep the UID
    // they were sent with (visit-{id}@creneau).
    await queryRunner.query(`ALTER TABLE visits ADD COLUMN calendar_uid uuid`);
    await queryRunner.query(`UPDATE visits SET calendar_uid = id`);
    await queryRunner.query(
      `ALTER TABLE visits ALTER COLUMN calendar_uid SET NOT NULL, ALTER COLUMN calendar_uid SET DEFAULT gen_random_uuid()`,
    );
    // RFC 5545 SEQUENCE: 0 when booked, one more at each change the visitor's calendar must take (confirmed,
    // moved, cancelled). An integer that counts, never a clock (epoch seconds overflow 32 bits in 2038).
    await queryRunner.query(
      `ALTER TABLE visits ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0 CHECK (calendar_sequence >= 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE visits DROP COLUMN calendar_sequence`);
    await queryRunner.query(`ALTER TABLE visits DROP COLUMN calendar_uid`);
  }
}
