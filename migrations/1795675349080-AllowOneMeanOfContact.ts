import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In Belgium a visitor gives one means of contact of their choice (Code bruxellois du Logement,
 * art. 200ter; docs/applicant-data-by-region.md): a candidate may have an e-mail, a phone or both, never
 * neither. Those who gave only a phone are one candidate per phone in the agency, as those with an
 * e-mail are one per e-mail.
 */
export class AllowOneMeanOfContact1795675349080 implements MigrationInterface {
  name = 'AllowOneMeanOfContact1795675349080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE candidates
        ALTER COLUMN email DROP NOT NULL,
        ALTER COLUMN phone DROP NOT NULL,
        ADD CONSTRAINT candidates_one_mean_of_contact CHECK (email IS NOT NULL OR phone IS NOT NULL)`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX candidates_phone_only ON candidates (agency_id, phone) WHERE email IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The older schema wants an e-mail: candidates who gave none get an address that never delivers.
    await queryRunner.query(`UPDATE candidates SET email = id::text || '@no-email.invalid' WHERE email IS NULL`);
    await queryRunner.query(`UPDATE candidates SET phone = '' WHERE phone IS NULL`);
    await queryRunner.query('DROP INDEX IF EXISTS candidates_phone_only');
    await queryRunner.query(`
      ALTER TABLE candidates
        DROP CONSTRAINT IF EXISTS candidates_one_mean_of_contact,
        ALTER COLUMN email SET NOT NULL,
        ALTER COLUMN phone SET NOT NULL`);
  }
}
