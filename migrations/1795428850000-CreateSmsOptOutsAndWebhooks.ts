import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSmsOptOutsAndWebhooks1795428850000 implements MigrationInterface {
  name = 'CreateSmsOptOutsAndWebhooks1795428850000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A number that answered STOP gets no SMS until it answers START. Kept without an agency: the
    // sender id is shared, so an opt-out is from all of them.
    await queryRunner.query(`
      CREATE TABLE sms_opt_outs (
        phone text PRIMARY KEY,
        inbound_sms_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Every inbound SMS once, by Twilio's MessageSid, however often the webhook is replayed.
    await queryRunner.query(`
      CREATE TABLE inbound_sms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_sid text NOT NULL UNIQUE,
        from_number text NOT NULL,
        to_number text NOT NULL,
        body text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('opt_out', 'opt_in', 'reply')),
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX inbound_sms_from_idx ON inbound_sms (from_number, received_at DESC)');
    // Delivery status callbacks, once per (MessageSid, status): the message's status is recomputed from
    // this set, so replays and any arrival order give the same result.
    await queryRunner.query(`
      CREATE TABLE sms_status_events (
        id bigserial PRIMARY KEY,
        message_sid text NOT NULL,
        status text NOT NULL,
        error_code text NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (message_sid, status)
      )`);
    await queryRunner.query(
      `CREATE INDEX messages_provider_id_idx ON messages (provider_id) WHERE channel = 'sms' AND provider_id IS NOT NULL`,
    );
    // Daily SMS quotas are counted per number and per agency over the last 24 hours.
    await queryRunner.query(
      `CREATE INDEX messages_sms_recipient_idx ON messages (recipient, created_at) WHERE channel = 'sms'`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_sms_agency_idx ON messages (agency_id, created_at) WHERE channel = 'sms'`,
    );
    // The maintenance job looks for claims that never came back (worker killed during the provider call).
    await queryRunner.query(`CREATE INDEX messages_sending_idx ON messages (updated_at) WHERE status = 'sending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS messages_sending_idx');
    await queryRunner.query('DROP INDEX IF EXISTS messages_sms_agency_idx');
    await queryRunner.query('DROP INDEX IF EXISTS messages_sms_recipient_idx');
    await queryRunner.query('DROP INDEX IF EXISTS messages_provider_id_idx');
    await queryRunner.query('DROP TABLE IF EXISTS sms_status_events');
    await queryRunner.query('DROP TABLE IF EXISTS inbound_sms');
    await queryRunner.query('DROP TABLE IF EXISTS sms_opt_outs');
  }
}
