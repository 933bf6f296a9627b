import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRemindersAndPreferences1795428810000 implements MigrationInterface {
  name = 'CreateRemindersAndPreferences1795428810000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Postgres holds the truth of every scheduled reminder; Redis only holds the delayed jobs, which
    // the reconciliation rebuilds from here when Redis lost them. done_at is set in the transaction that
    // queues the reminder's messages, so a reminder runs once however often its job does.
    await queryRunner.query(`
      CREATE TABLE visit_reminders (
        visit_id uuid NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('confirmation_request', 'reminder', 'deadline', 'interest')),
        due_at timestamptz NOT NULL,
        done_at timestamptz NULL,
        outcome text NULL,
        PRIMARY KEY (visit_id, kind)
      )`);
    await queryRunner.query(
      `CREATE INDEX visit_reminders_pending_idx ON visit_reminders (due_at) WHERE done_at IS NULL`,
    );

    // The short code in SMS and e-mail links (/c/{code}, /i/{code}): one per visit, unguessable.
    await queryRunner.query(`
      CREATE TABLE short_links (
        code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{10}$'),
        visit_id uuid NOT NULL UNIQUE REFERENCES visits (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      ALTER TABLE visits
        ADD COLUMN interested boolean NULL,
        ADD COLUMN interest_answered_at timestamptz NULL`);

    // Per agent and alert: which channel; quiet hours hold SMS back (e-mail instead).
    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        alert text NOT NULL CHECK (alert IN ('visit_booked', 'visit_cancelled', 'visit_unconfirmed')),
        channel text NOT NULL CHECK (channel IN ('sms', 'email', 'both', 'none')),
        PRIMARY KEY (user_id, alert)
      )`);
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN quiet_hours_start time NULL,
        ADD COLUMN quiet_hours_end time NULL,
        ADD CONSTRAINT users_quiet_hours_pair CHECK ((quiet_hours_start IS NULL) = (quiet_hours_end IS NULL))`);

    // The signed bon de visite, a PDF in the file storage.
    await queryRunner.query(`
      CREATE TABLE visit_vouchers (
        visit_id uuid PRIMARY KEY REFERENCES visits (id) ON DELETE CASCADE,
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        signer_name text NOT NULL CHECK (length(signer_name) BETWEEN 1 AND 120),
        storage_key text NOT NULL,
        size_bytes integer NOT NULL,
        signed_at timestamptz NOT NULL DEFAULT now(),
        signed_by_agent uuid NULL REFERENCES users (id) ON DELETE SET NULL
      )`);

    // The owner who receives the weekly report, when the agency records one.
    await queryRunner.query(`
      ALTER TABLE listings
        ADD COLUMN owner_name text NULL CHECK (length(owner_name) <= 120),
        ADD COLUMN owner_email citext NULL CHECK (length(owner_email) <= 254),
        ADD COLUMN owner_language text NULL CHECK (owner_language IN ('fr', 'nl', 'en'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE listings DROP COLUMN owner_language, DROP COLUMN owner_email, DROP COLUMN owner_name`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS visit_vouchers`);
    await queryRunner.query(
      `ALTER TABLE users DROP CONSTRAINT users_quiet_hours_pair, DROP COLUMN quiet_hours_end, DROP COLUMN quiet_hours_start`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS notification_preferences`);
    await queryRunner.query(`ALTER TABLE visits DROP COLUMN interest_answered_at, DROP COLUMN interested`);
    await queryRunner.query(`DROP TABLE IF EXISTS short_links`);
    await queryRunner.query(`DROP TABLE IF EXISTS visit_reminders`);
  }
}
