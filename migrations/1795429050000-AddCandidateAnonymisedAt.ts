import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddCandidateAnonymisedAt1795429050000 implements MigrationInterface {
  name = 'AddCandidateAnonymisedAt1795429050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Set when the person erased their data: the row stays so the agency's past visits hold, with
    // no name, address or phone left; screens label it instead of showing blanks.
    await queryRunner.query(`ALTER TABLE candidates ADD COLUMN anonymised_at timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE candidates DROP COLUMN anonymised_at`);
  }
}
