import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21: where the visitor looks for a home (France, or a Belgian region), chosen on their file. A file
 * not yet shared with a listing measures completeness against that region's list (a Brussels applicant
 * sees the Belgian list, not the French decree's); null: not chosen, the API infers it.
 */
export class RentalFileRegion1795850000000 implements MigrationInterface {
  name = 'RentalFileRegion1795850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rental_files
        ADD COLUMN region text NULL CHECK (region IN ('FR', 'BE-BRU', 'BE-WAL', 'BE-VLG'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE rental_files DROP COLUMN region');
  }
}
