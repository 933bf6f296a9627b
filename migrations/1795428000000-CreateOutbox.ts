import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1795428000000 implements MigrationInterface {
  name = 'CreateOutbox1795428000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // btree_gist backs the exclusion constraint that makes double bookings impossible; citext
    // compares e-mail addresses without case.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS citext');
    await queryRunner.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event text NOT NULL,
        payload jsonb NOT NULL,
        agency_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        relayed_at timestamptz NULL
      )`);
    await queryRunner.query('CREATE INDEX outbox_pending_idx ON outbox (id) WHERE relayed_at IS NULL');
    await queryRunner.query('CREATE INDEX outbox_relayed_at_idx ON outbox (relayed_at) WHERE relayed_at IS NOT NULL');
    // One NOTIFY per inserting statement, delivered at commit: a rolled-back event never wakes the relay.
    await queryRunner.query(`
      CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()',
    );
    // End-to-end probes of the pipeline (API transaction -> outbox -> relay -> queue -> worker), run by ops.
    await queryRunner.query(`
      CREATE TABLE outbox_probes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz NULL,
        deliveries integer NOT NULL DEFAULT 0
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS outbox_probes');
    await queryRunner.query('DROP TRIGGER IF EXISTS outbox_notify ON outbox');
    await queryRunner.query('DROP FUNCTION IF EXISTS outbox_notify()');
    await queryRunner.query('DROP TABLE IF EXISTS outbox');
  }
}
