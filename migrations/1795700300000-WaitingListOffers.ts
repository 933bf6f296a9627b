import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: a slot freed by a cancelled or released visit is offered to the listing's waiting candidates,
 * one offer each with its own link token. The first to book wins (the visits' exclusion constraint);
 * the offers still open for that start are then closed as gone, and their candidates told.
 */
export class WaitingListOffers1795700300000 implements MigrationInterface {
  name = 'WaitingListOffers1795700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE waiting_list_offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        freed_visit_id uuid NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        token text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'taken', 'gone')),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz NULL,
        UNIQUE (freed_visit_id, candidate_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX waiting_list_offers_open_idx ON waiting_list_offers (listing_id, starts_at) WHERE status = 'open'`,
    );
    await queryRunner.query('CREATE INDEX waiting_list_offers_candidate_idx ON waiting_list_offers (candidate_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS waiting_list_offers');
  }
}
