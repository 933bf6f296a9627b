import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAgendaAndVisits1795428400000 implements MigrationInterface {
  name = 'CreateAgendaAndVisits1795428400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE agencies ADD COLUMN travel_min_minutes smallint NOT NULL DEFAULT 15 CHECK (travel_min_minutes BETWEEN 0 AND 240)`,
    );
    // No row for a week day means the spec's default for that day (see DEFAULT_WORKING_HOURS).
    await queryRunner.query(`
      CREATE TABLE working_hours (
        agent_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        week_day smallint NOT NULL CHECK (week_day BETWEEN 0 AND 6),
        worked boolean NOT NULL,
        work_start time NOT NULL,
        work_end time NOT NULL,
        lunch_enabled boolean NOT NULL,
        lunch_start time NOT NULL,
        lunch_end time NOT NULL,
        PRIMARY KEY (agent_id, week_day),
        CHECK (work_start < work_end AND lunch_start < lunch_end)
      )`);
    await queryRunner.query(`
      CREATE TABLE absences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        agent_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (starts_at < ends_at)
      )`);
    await queryRunner.query('CREATE INDEX absences_agent_idx ON absences (agent_id, ends_at)');
    await queryRunner.query(`
      CREATE TABLE candidates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        email citext NOT NULL CHECK (length(email) <= 254),
        first_name text NOT NULL,
        last_name text NOT NULL,
        phone text NOT NULL,
        language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'nl', 'en')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT candidates_agency_email_unique UNIQUE (agency_id, email)
      )`);
    await this.createSlotsAndVisits(queryRunner);
  }

  // A slot is the agent's time taken at one listing; each visit is one seat in it. The exclusion
  // constraint lives on slots, so a group visit shares one slot instead of disabling the constraint.
  // The blocked range includes the listing's buffer, which availability reads the same way.
  private async createSlotsAndVisits(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE visit_slots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        agent_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE RESTRICT,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        blocked_until timestamptz NOT NULL,
        capacity smallint NOT NULL CHECK (capacity BETWEEN 1 AND 50),
        seats_taken smallint NOT NULL CHECK (seats_taken BETWEEN 0 AND capacity),
        live boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (starts_at < ends_at AND ends_at <= blocked_until),
        CONSTRAINT visit_slots_no_double_booking EXCLUDE USING gist
          (agent_id WITH =, tstzrange(starts_at, blocked_until) WITH &&) WHERE (live)
      )`);
    await queryRunner.query('CREATE INDEX visit_slots_listing_idx ON visit_slots (listing_id, starts_at) WHERE live');
    await queryRunner.query(`
      CREATE TABLE visits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        slot_id uuid NOT NULL REFERENCES visit_slots (id) ON DELETE RESTRICT,
        agent_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE RESTRICT,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE RESTRICT,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'confirmed', 'done', 'no_show', 'cancelled')),
        source text NOT NULL CHECK (source IN ('public', 'back_office')),
        answers jsonb NOT NULL DEFAULT '{}',
        cancelled_by text NULL CHECK (cancelled_by IN ('candidate', 'agency', 'system')),
        cancelled_why text NULL CHECK (length(cancelled_why) <= 500),
        cancelled_at timestamptz NULL,
        rescheduled_from uuid NULL REFERENCES visits (id) ON DELETE SET NULL,
        idempotency_key text NULL CHECK (length(idempotency_key) BETWEEN 8 AND 128),
        request_hash text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT visits_idempotency_unique UNIQUE (agency_id, idempotency_key),
        CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
      )`);
    await queryRunner.query('CREATE INDEX visits_agency_starts_idx ON visits (agency_id, starts_at)');
    await queryRunner.query('CREATE INDEX visits_slot_idx ON visits (slot_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS visits');
    await queryRunner.query('DROP TABLE IF EXISTS visit_slots');
    await queryRunner.query('DROP TABLE IF EXISTS candidates');
    await queryRunner.query('DROP TABLE IF EXISTS absences');
    await queryRunner.query('DROP TABLE IF EXISTS working_hours');
    await queryRunner.query('ALTER TABLE agencies DROP COLUMN IF EXISTS travel_min_minutes');
  }
}
