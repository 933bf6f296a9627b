import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21: rental files. A visitor account has one reusable file: its people (tenants, guarantors who are
 * people or organisations), their documents (stored under server-made keys, hash recorded), resumable
 * upload sessions, and its applications: a file shared with an agency for a listing, which is the
 * candidate of issue 20 (status and refusal reason live on the candidate). Action links of agents'
 * messages are stored hashed. Every deleted document leaves its storage key in a garbage table, written
 * by a trigger, so whatever deletes the row (an erasure, a cascade from the account, retention) the file
 * is removed from storage by the sweeper and none is orphaned.
 */
export class CreateRentalFiles1795830000000 implements MigrationInterface {
  name = 'CreateRentalFiles1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rental_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        inactivity_notice_at timestamptz NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE rental_file_people (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        file_id uuid NOT NULL REFERENCES rental_files (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('tenant', 'person_guarantor', 'organisation_guarantor')),
        position smallint NOT NULL CHECK (position >= 0),
        first_name text NULL CHECK (length(first_name) <= 100),
        last_name text NULL CHECK (length(last_name) <= 100),
        organisation_type text NULL CHECK (organisation_type IN ('visale', 'rent_guarantee_insurer', 'company', 'other')),
        organisation_name text NULL CHECK (length(organisation_name) <= 200),
        professional_situation text NULL CHECK (length(professional_situation) <= 40),
        monthly_income_cents bigint NULL CHECK (monthly_income_cents >= 0 AND monthly_income_cents <= 100000000000),
        currency char(3) NOT NULL DEFAULT 'EUR',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (role = 'organisation_guarantor' OR (organisation_type IS NULL AND organisation_name IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX rental_file_people_file_idx ON rental_file_people (file_id, position)');
    await queryRunner.query(`
      CREATE TABLE rental_file_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        file_id uuid NOT NULL REFERENCES rental_files (id) ON DELETE CASCADE,
        person_id uuid NOT NULL REFERENCES rental_file_people (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (length(kind) <= 60),
        storage_key text NOT NULL UNIQUE,
        name text NOT NULL CHECK (length(name) <= 200),
        sha256 char(64) NOT NULL,
        size integer NOT NULL CHECK (size > 0),
        mime_type text NOT NULL CHECK (mime_type IN ('application/pdf', 'image/jpeg', 'image/png')),
        pages integer NOT NULL CHECK (pages > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX rental_file_documents_person_idx ON rental_file_documents (person_id)');
    await queryRunner.query(
      'CREATE INDEX rental_file_documents_file_idx ON rental_file_documents (file_id, created_at)',
    );
    await queryRunner.query(`
      CREATE TABLE rental_file_storage_garbage (
        storage_key text PRIMARY KEY,
        queued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE FUNCTION rental_file_document_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO rental_file_storage_garbage (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
        RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER rental_file_documents_deleted AFTER DELETE ON rental_file_documents
        FOR EACH ROW EXECUTE FUNCTION rental_file_document_deleted()`);
    await queryRunner.query(`
      CREATE TABLE rental_file_uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        file_id uuid NOT NULL REFERENCES rental_files (id) ON DELETE CASCADE,
        person_id uuid NOT NULL REFERENCES rental_file_people (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (length(kind) <= 60),
        region text NOT NULL CHECK (region IN ('FR', 'BE-BRU', 'BE-WAL', 'BE-VLG')),
        name text NOT NULL CHECK (length(name) <= 300),
        total_bytes integer NOT NULL CHECK (total_bytes > 0 AND total_bytes <= 20971520),
        data bytea NOT NULL DEFAULT ''::bytea,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (length(data) <= total_bytes)
      )`);
    await queryRunner.query('CREATE INDEX rental_file_uploads_expiry_idx ON rental_file_uploads (expires_at)');
    await queryRunner.query(`
      CREATE TABLE rental_file_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        file_id uuid NOT NULL REFERENCES rental_files (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL UNIQUE REFERENCES candidates (id) ON DELETE CASCADE,
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
        requested_kinds text[] NULL,
        decided_at timestamptz NULL,
        deletion_notice_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (file_id, listing_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX rental_file_applications_agency_idx ON rental_file_applications (agency_id, created_at DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE rental_file_action_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash bytea NOT NULL UNIQUE,
        application_id uuid NOT NULL REFERENCES rental_file_applications (id) ON DELETE CASCADE,
        action text NOT NULL CHECK (action IN ('view', 'accept', 'refuse', 'ask_documents')),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE rental_file_agency_settings (
        agency_id uuid PRIMARY KEY REFERENCES agencies (id) ON DELETE CASCADE,
        applications_before_visit boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      ALTER TABLE candidates DROP CONSTRAINT candidates_source_check,
        ADD CONSTRAINT candidates_source_check CHECK (source IN ('booking_page', 'widget', 'portal', 'integration',
          'manual', 'interest_link', 'waiting_list', 'rental_file'))`);
    await queryRunner.query(`
      ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_alert_check,
        ADD CONSTRAINT notification_preferences_alert_check
          CHECK (alert IN ('visit_booked', 'visit_cancelled', 'visit_unconfirmed', 'documents_added'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notification_preferences WHERE alert = 'documents_added'`);
    await queryRunner.query(`
      ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_alert_check,
        ADD CONSTRAINT notification_preferences_alert_check
          CHECK (alert IN ('visit_booked', 'visit_cancelled', 'visit_unconfirmed'))`);
    await queryRunner.query(`UPDATE candidates SET source = 'manual' WHERE source = 'rental_file'`);
    await queryRunner.query(`
      ALTER TABLE candidates DROP CONSTRAINT candidates_source_check,
        ADD CONSTRAINT candidates_source_check CHECK (source IN ('booking_page', 'widget', 'portal', 'integration',
          'manual', 'interest_link', 'waiting_list'))`);
    for (const table of [
      'rental_file_agency_settings',
      'rental_file_action_tokens',
      'rental_file_applications',
      'rental_file_uploads',
      'rental_file_documents',
      'rental_file_storage_garbage',
      'rental_file_people',
      'rental_files',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await queryRunner.query('DROP FUNCTION IF EXISTS rental_file_document_deleted()');
  }
}
