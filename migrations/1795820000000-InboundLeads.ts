import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: portal lead e-mails. Each agent and agency has a stable inbound address on the leads domain
 * (inbound_addresses); every message accepted by the inbound SMTP server is stored raw before anything
 * reads it (inbound_emails), then parsed by a job; a parsed lead's booking link is a short code of its own
 * (lead_links, /c/{code}). The same Message-ID twice for one agency is stored once.
 */
export class InboundLeads1795820000000 implements MigrationInterface {
  name = 'InboundLeads1795820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE inbound_addresses (
        local_part citext PRIMARY KEY CHECK (local_part ~ '^[a-z0-9]+([.-][a-z0-9]+)*$'),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        user_id uuid NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One address of the agency itself (no agent), besides one per agent.
    await queryRunner.query(
      'CREATE UNIQUE INDEX inbound_addresses_agency_idx ON inbound_addresses (agency_id) WHERE user_id IS NULL',
    );
    await queryRunner.query(`
      CREATE TABLE inbound_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        recipient text NOT NULL,
        sender text NOT NULL,
        message_id text NOT NULL,
        subject text NULL,
        raw bytea NOT NULL,
        size integer NOT NULL,
        spf text NULL,
        dkim text NULL,
        status text NOT NULL DEFAULT 'received'
          CHECK (status IN ('received', 'parsed', 'unparsed', 'ignored')),
        portal text NULL,
        problem text NULL,
        lead jsonb NULL,
        listing_id uuid NULL REFERENCES listings (id) ON DELETE SET NULL,
        candidate_id uuid NULL REFERENCES candidates (id) ON DELETE SET NULL,
        link_sent boolean NOT NULL DEFAULT false,
        received_at timestamptz NOT NULL DEFAULT now(),
        parsed_at timestamptz NULL,
        UNIQUE (agency_id, message_id)
      )`);
    await queryRunner.query('CREATE INDEX inbound_emails_agency_idx ON inbound_emails (agency_id, received_at DESC)');
    await queryRunner.query('CREATE INDEX inbound_emails_sender_idx ON inbound_emails (sender, received_at)');
    await queryRunner.query('CREATE INDEX inbound_emails_candidate_idx ON inbound_emails (candidate_id)');
    await queryRunner.query(`
      CREATE TABLE lead_links (
        code text PRIMARY KEY,
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        portal text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (candidate_id, listing_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS lead_links');
    await queryRunner.query('DROP TABLE IF EXISTS inbound_emails');
    await queryRunner.query('DROP TABLE IF EXISTS inbound_addresses');
  }
}
