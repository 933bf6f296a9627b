import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxQuietNotify1795910000000 implements MigrationInterface {
  name = 'OutboxQuietNotify1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A writer whose own process runs a relay wakes it directly and sets creneau.outbox_quiet for its
    // transaction (outboxQuiet in libs/server): no NOTIFY then, whose commit would wait for every other
    // notifying commit in the database (one lock on the notification queue, held to the end of each
    // commit). Everyone else's rows still wake the relays at commit.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('creneau.outbox_quiet', true) IS DISTINCT FROM 'on' THEN
          PERFORM pg_notify('outbox', '');
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox', '');
        RETURN NULL;
      END $$`);
  }
}
