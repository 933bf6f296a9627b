import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1795428100000 implements MigrationInterface {
  name = 'CreateIdentity1795428100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE agencies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        slug citext NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
        country char(2) NOT NULL CHECK (country IN ('FR', 'BE')),
        time_zone text NOT NULL CHECK (time_zone IN ('Europe/Paris', 'Europe/Brussels')),
        street text NULL,
        postal_code text NULL,
        city text NULL,
        phone text NULL,
        email citext NULL,
        logo_url text NULL,
        brand_color text NULL CHECK (brand_color ~ '^#[0-9a-fA-F]{6}$'),
        siren text NULL CHECK (siren ~ '^[0-9]{9}$'),
        siret text NULL CHECK (siret ~ '^[0-9]{14}$'),
        professional_card_number text NULL,
        bce_number text NULL CHECK (bce_number ~ '^[01][0-9]{9}$'),
        ipi_number text NULL,
        languages text[] NOT NULL DEFAULT '{fr}',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        auth_type text NOT NULL CHECK (auth_type IN ('realtor', 'visitor', 'ops')),
        agency_id uuid NULL REFERENCES agencies (id) ON DELETE RESTRICT,
        role text NULL CHECK (role IN ('agency_admin', 'agent')),
        email citext NOT NULL CHECK (length(email) <= 254),
        password_hash text NULL,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        phone text NULL,
        language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'nl', 'en')),
        public_slug citext NULL UNIQUE CHECK (public_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        photo_url text NULL,
        active boolean NOT NULL DEFAULT true,
        email_verified_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- A realtor always belongs to one agency with one role; nobody else has either.
        CONSTRAINT users_realtor_has_agency CHECK ((auth_type = 'realtor') = (agency_id IS NOT NULL AND role IS NOT NULL))
      )`);
    // Staff (realtors, ops) and visitors sign in on different pages: one person may be both.
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_staff_email_idx ON users (email) WHERE auth_type IN ('realtor', 'ops')`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX users_visitor_email_idx ON users (email) WHERE auth_type = 'visitor'`);
    await queryRunner.query(`CREATE INDEX users_agency_idx ON users (agency_id)`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash bytea NOT NULL UNIQUE,
        csrf_token text NOT NULL,
        masquerade_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        ip inet NULL,
        user_agent text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz NULL
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);
    await queryRunner.query(`
      CREATE TABLE auth_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('magic_link', 'password_reset', 'invitation')),
        token_hash bytea NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose)`);
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        effective_user_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        agency_id uuid NULL REFERENCES agencies (id) ON DELETE SET NULL,
        action text NOT NULL,
        method text NULL,
        path text NULL,
        status integer NULL,
        ip inet NULL,
        details jsonb NOT NULL DEFAULT '{}'
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_agency_idx ON audit_log (agency_id, at DESC)`);
    await queryRunner.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['audit_log', 'auth_tokens', 'sessions', 'users', 'agencies']) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
