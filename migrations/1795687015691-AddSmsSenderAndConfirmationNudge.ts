import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An agency's own SMS sender (a number, an alphanumeric name or a Twilio Messaging Service, see
 * docs/sms-sender.md): a number or a service can take replies, a name cannot, and the texts say so.
 * And a second request to confirm, in waking hours before the deadline (the nudge), as a reminder kind.
 */
export class AddSmsSenderAndConfirmationNudge1795687015691 implements MigrationInterface {
  name = 'AddSmsSenderAndConfirmationNudge1795687015691';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE agencies ADD COLUMN sms_sender text NULL
        CONSTRAINT agencies_sms_sender_shape
        CHECK (sms_sender ~ '^(\\+[1-9][0-9]{6,14}|MG[0-9a-f]{32}|[A-Za-z0-9 ]{1,11})$' AND sms_sender ~ '[A-Za-z+]')`);
    await queryRunner.query(`
      ALTER TABLE visit_reminders DROP CONSTRAINT visit_reminders_kind_check,
        ADD CONSTRAINT visit_reminders_kind_check
        CHECK (kind IN ('confirmation_request', 'confirmation_nudge', 'reminder', 'deadline', 'interest'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM visit_reminders WHERE kind = 'confirmation_nudge'`);
    await queryRunner.query(`
      ALTER TABLE visit_reminders DROP CONSTRAINT visit_reminders_kind_check,
        ADD CONSTRAINT visit_reminders_kind_check
        CHECK (kind IN ('confirmation_request', 'reminder', 'deadline', 'interest'))`);
    await queryRunner.query('ALTER TABLE agencies DROP COLUMN IF EXISTS sms_sender');
  }
}
