import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAgencyReminderPolicy1795428600000 implements MigrationInterface {
  name = 'AddAgencyReminderPolicy1795428600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The reminder policy: the confirmation request goes out the evening before at this local time;
    // the reminder this many minutes before; an unconfirmed visit is overdue this many minutes before,
    // and its slot is given back to the calendar only when the agency asks for it.
    await queryRunner.query(`
      ALTER TABLE agencies
        ADD COLUMN confirmation_request_time time NOT NULL DEFAULT '18:00',
        ADD COLUMN reminder_lead_minutes smallint NOT NULL DEFAULT 120 CHECK (reminder_lead_minutes BETWEEN 15 AND 1440),
        ADD COLUMN confirmation_deadline_minutes smallint NOT NULL DEFAULT 180
          CHECK (confirmation_deadline_minutes BETWEEN 30 AND 2880),
        ADD COLUMN release_unconfirmed boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE agencies
        DROP COLUMN release_unconfirmed,
        DROP COLUMN confirmation_deadline_minutes,
        DROP COLUMN reminder_lead_minutes,
        DROP COLUMN confirmation_request_time`);
  }
}
