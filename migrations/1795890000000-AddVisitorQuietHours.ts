import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddVisitorQuietHours1795890000000 implements MigrationInterface {
  name = 'AddVisitorQuietHours1795890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The hours (agency's zone) in which no SMS goes to a visitor unless it answers what they just did:
    // reminders are planned out of them and other SMS give way to the e-mail. 21:00-08:00 was a constant;
    // an agency may now choose its own window (it may also not span midnight). Never empty.
    await queryRunner.query(`
      ALTER TABLE agencies
        ADD COLUMN visitor_quiet_start time NOT NULL DEFAULT '21:00',
        ADD COLUMN visitor_quiet_end time NOT NULL DEFAULT '08:00',
        ADD CONSTRAINT agencies_visitor_quiet_hours_not_empty CHECK (visitor_quiet_start <> visitor_quiet_end)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE agencies
        DROP CONSTRAINT agencies_visitor_quiet_hours_not_empty,
        DROP COLUMN visitor_quiet_end,
        DROP COLUMN visitor_quiet_start`);
  }
}
