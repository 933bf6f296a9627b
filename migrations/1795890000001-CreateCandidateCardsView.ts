import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCandidateCardsView1795890000001 implements MigrationInterface {
  name = 'CreateCandidateCardsView1795890000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The candidates domain's published read model (libs/server/src/candidates/candidate-cards.ts): what other
    // domains may join to show a candidate beside their own rows (a rental application, its notices), without
    // naming the candidates table. Read-only; every change still goes through the domain's writers. A plain
    // view: Postgres inlines it, so a join costs what a join on the table does.
    await queryRunner.query(`
      CREATE VIEW candidate_cards AS
        SELECT id, agency_id, listing_id, status, refusal_reason, first_name, last_name, merged_into
          FROM candidates`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP VIEW candidate_cards');
  }
}
