import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddVisitContactDetails1795462306347 implements MigrationInterface {
  name = 'AddVisitContactDetails1795462306347';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The contact details given with one booking. A public booking proves no control of the e-mail it
    // names, so it must not overwrite the candidate's phone (reminders and SMS answers would go to
    // whoever typed it): what it gave stays on its own visit. Null on visits booked before: the
    // candidate's details apply.
    await queryRunner.query(`
      ALTER TABLE visits
        ADD COLUMN contact_first_name text NULL CHECK (length(contact_first_name) <= 80),
        ADD COLUMN contact_last_name text NULL CHECK (length(contact_last_name) <= 80),
        ADD COLUMN contact_phone text NULL CHECK (length(contact_phone) <= 30),
        ADD COLUMN contact_language text NULL CHECK (contact_language IN ('fr', 'nl', 'en'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE visits DROP COLUMN contact_language, DROP COLUMN contact_phone,
        DROP COLUMN contact_last_name, DROP COLUMN contact_first_name`);
  }
}
