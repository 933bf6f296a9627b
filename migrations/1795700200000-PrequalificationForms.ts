import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: each agency's prequalification form per transaction (rent, sale), over the fixed catalogue of
 * questions, and a listing's own form overriding it. `listings.prequalification` was created unused
 * ('{}' everywhere): it becomes that override, NULL when the agency's form applies. A listing also says
 * from when it is available, which the move-in rule compares with the visitor's date.
 */
export class PrequalificationForms1795700200000 implements MigrationInterface {
  name = 'PrequalificationForms1795700200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE prequalification_forms (
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        transaction text NOT NULL CHECK (transaction IN ('rent', 'sale')),
        questions jsonb NOT NULL CHECK (jsonb_typeof(questions) = 'array'),
        updated_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (agency_id, transaction)
      )`);
    await queryRunner.query(`
      ALTER TABLE listings
        ALTER COLUMN prequalification DROP NOT NULL,
        ALTER COLUMN prequalification DROP DEFAULT`);
    await queryRunner.query(
      `UPDATE listings SET prequalification = NULL WHERE jsonb_typeof(prequalification) IS DISTINCT FROM 'array'`,
    );
    await queryRunner.query(`
      ALTER TABLE listings
        ADD CONSTRAINT listings_prequalification_array
          CHECK (prequalification IS NULL OR jsonb_typeof(prequalification) = 'array'),
        ADD COLUMN available_from date NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE listings
        DROP COLUMN IF EXISTS available_from,
        DROP CONSTRAINT IF EXISTS listings_prequalification_array`);
    await queryRunner.query(`UPDATE listings SET prequalification = '{}' WHERE prequalification IS NULL`);
    await queryRunner.query(`
      ALTER TABLE listings
        ALTER COLUMN prequalification SET DEFAULT '{}',
        ALTER COLUMN prequalification SET NOT NULL`);
    await queryRunner.query('DROP TABLE IF EXISTS prequalification_forms');
  }
}
