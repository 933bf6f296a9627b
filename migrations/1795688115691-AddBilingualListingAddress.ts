import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In the Brussels-Capital Region every street has a French and a Dutch name ("Rue de Rollebeek" and
 * "Rollebeekstraat", "Bruxelles" and "Brussel"): a listing may hold its address in the other language
 * too, and the messages to visitors give both.
 */
export class AddBilingualListingAddress1795688115691 implements MigrationInterface {
  name = 'AddBilingualListingAddress1795688115691';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE listings ADD COLUMN street_alt text NULL, ADD COLUMN city_alt text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE listings DROP COLUMN IF EXISTS street_alt, DROP COLUMN IF EXISTS city_alt');
  }
}
