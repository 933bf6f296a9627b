import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateListings1795428300000 implements MigrationInterface {
  name = 'CreateListings1795428300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE listings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        agent_id uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 60),
        transaction text NOT NULL CHECK (transaction IN ('rent', 'sale')),
        property_type text NOT NULL,
        title jsonb NOT NULL DEFAULT '{}',
        description jsonb NOT NULL DEFAULT '{}',
        currency char(3) NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'USD', 'GBP', 'CHF')),
        rent numeric(12, 2) NULL CHECK (rent >= 0),
        charges numeric(12, 2) NULL CHECK (charges >= 0),
        deposit numeric(12, 2) NULL CHECK (deposit >= 0),
        price numeric(14, 2) NULL CHECK (price >= 0),
        agency_fees numeric(12, 2) NULL CHECK (agency_fees >= 0),
        fees_paid_by text NULL CHECK (fees_paid_by IN ('buyer', 'seller', 'shared')),
        surface numeric(9, 2) NULL CHECK (surface > 0),
        rooms smallint NULL CHECK (rooms >= 0),
        bedrooms smallint NULL CHECK (bedrooms >= 0),
        floor smallint NULL,
        street text NULL,
        postal_code text NULL,
        city text NULL,
        country char(2) NOT NULL DEFAULT 'FR' CHECK (country IN ('FR', 'BE')),
        latitude double precision NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NULL CHECK (longitude BETWEEN -180 AND 180),
        address_precision smallint NOT NULL DEFAULT 0 CHECK (address_precision IN (0, 1, 2)),
        building_condition text NULL,
        heating_type text NULL,
        features text[] NOT NULL DEFAULT '{}',
        room_kinds text[] NOT NULL DEFAULT '{}',
        kitchen_kind text NULL,
        outlooks text[] NOT NULL DEFAULT '{}',
        energy_rating text NULL CHECK (energy_rating IN ('NS', 'VI', '2011', '2021')),
        energy_class char(1) NULL CHECK (energy_class BETWEEN 'A' AND 'G'),
        climate_class char(1) NULL CHECK (climate_class BETWEEN 'A' AND 'G'),
        diffusion_mode text NOT NULL DEFAULT 'online',
        portals text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'under_offer', 'let_or_sold', 'archived')),
        source smallint NOT NULL DEFAULT 0 CHECK (source IN (0, 1, 2)),
        integration_id text NULL,
        external_id text NULL,
        visit_duration_minutes smallint NOT NULL DEFAULT 30 CHECK (visit_duration_minutes BETWEEN 5 AND 240),
        visit_buffer_minutes smallint NOT NULL DEFAULT 10 CHECK (visit_buffer_minutes BETWEEN 0 AND 120),
        visit_min_notice_hours smallint NOT NULL DEFAULT 12 CHECK (visit_min_notice_hours BETWEEN 0 AND 336),
        visit_horizon_days smallint NOT NULL DEFAULT 30 CHECK (visit_horizon_days BETWEEN 1 AND 180),
        visitors_per_slot smallint NOT NULL DEFAULT 1 CHECK (visitors_per_slot BETWEEN 1 AND 50),
        prequalification jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- Full-text "q" of the back-office list: reference, city and titles in every language.
        search tsvector GENERATED ALWAYS AS (
          to_tsvector('simple', reference || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, '') || ' ' ||
            coalesce(title ->> 'fr', '') || ' ' || coalesce(title ->> 'nl', '') || ' ' || coalesce(title ->> 'en', ''))
        ) STORED,
        CONSTRAINT listings_reference_unique UNIQUE (agency_id, reference),
        CONSTRAINT listings_external_unique UNIQUE (agency_id, integration_id, external_id)
      )`);
    await queryRunner.query('CREATE INDEX listings_agency_status_idx ON listings (agency_id, status, updated_at DESC)');
    await queryRunner.query('CREATE INDEX listings_search_idx ON listings USING gin (search)');
    await queryRunner.query(`
      CREATE TABLE listing_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        storage_key text NOT NULL UNIQUE,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT listing_photos_position_unique UNIQUE (listing_id, position) DEFERRABLE INITIALLY DEFERRED
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS listing_photos');
    await queryRunner.query('DROP TABLE IF EXISTS listings');
  }
}
