import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateConsentProofs1795700000000 implements MigrationInterface {
  name = 'CreateConsentProofs1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The proof the operator owes of each cookie choice (GDPR art. 7.1, CNIL): when, what was chosen and
    // which text was shown, under an id drawn by the browser. Nothing that identifies the person (no IP).
    await queryRunner.query(`
      CREATE TABLE consent_proofs (
        id uuid PRIMARY KEY,
        choices text[] NOT NULL,
        text_version text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS consent_proofs`);
  }
}
