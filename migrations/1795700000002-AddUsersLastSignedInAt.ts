import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUsersLastSignedInAt1795700000002 implements MigrationInterface {
  name = 'AddUsersLastSignedInAt1795700000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A visitor account is erased after 3 years without a sign-in; sessions themselves go after 12 months,
    // so the date of the last sign-in is kept on the account.
    await queryRunner.query(`ALTER TABLE users ADD COLUMN last_signed_in_at timestamptz NULL`);
    await queryRunner.query(
      `UPDATE users u SET last_signed_in_at = s.last FROM (SELECT user_id, max(created_at) AS last FROM sessions
        GROUP BY user_id) s WHERE s.user_id = u.id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN IF EXISTS last_signed_in_at`);
  }
}
