import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCalendarFeeds1795428700000 implements MigrationInterface {
  name = 'CreateCalendarFeeds1795428700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One private iCalendar feed per agent; the URL's token is stored hashed and revoked by deleting the row.
    await queryRunner.query(`
      CREATE TABLE calendar_feeds (
        agent_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS calendar_feeds');
  }
}
