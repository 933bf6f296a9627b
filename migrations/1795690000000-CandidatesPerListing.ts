import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A candidate becomes one person's request for one listing of the agency (issue 20), with its status
 * (spec §4), refusal reason (spec §8), source, verdict and history. Until now a row was a person per
 * agency: each is split per distinct listing of its visits (the first listing keeps the row, the others
 * get a copy and their visits and answers follow); a row without visits becomes a request with no
 * listing. The person keys move to (agency, listing, e-mail) and, for those with a phone alone,
 * (agency, listing, phone); a NULL listing is one key of its own (NULLS NOT DISTINCT). A row merged
 * into another leaves the keys, so the person's next request finds the surviving one only. The source
 * defaults to the booking page, the way in of every row so far.
 */
export class CandidatesPerListing1795690000000 implements MigrationInterface {
  name = 'CandidatesPerListing1795690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE candidates
        ADD COLUMN listing_id uuid NULL REFERENCES listings (id) ON DELETE RESTRICT,
        ADD COLUMN status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 7),
        ADD COLUMN refusal_reason text NULL CHECK (refusal_reason IN ('propertyUnavailable', 'customerNotInterested',
          'creneauFileNotFilled', 'weakVisitorSituation', 'noFinancialData', 'missingGarantor', 'tooManyPeople',
          'wrongPropertyUsage', 'other')),
        ADD COLUMN source text NOT NULL DEFAULT 'booking_page' CHECK (source IN ('booking_page', 'widget', 'portal',
          'integration', 'manual', 'interest_link', 'waiting_list')),
        ADD COLUMN source_detail jsonb NULL CHECK (length(source_detail::text) <= 2000),
        ADD COLUMN verdict text NULL CHECK (verdict IN ('book', 'wait', 'decline')),
        ADD COLUMN verdict_reasons jsonb NULL,
        ADD COLUMN verdict_overridden_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN merged_into uuid NULL REFERENCES candidates (id) ON DELETE SET NULL,
        ADD CONSTRAINT candidates_refusal_has_reason CHECK ((status = 2) = (refusal_reason IS NOT NULL))`);
    await queryRunner.query('ALTER TABLE candidates DROP CONSTRAINT candidates_agency_email_unique');
    await queryRunner.query('DROP INDEX IF EXISTS candidates_phone_only');
    await this.splitPerListing(queryRunner);
    await queryRunner.query(`
      CREATE UNIQUE INDEX candidates_listing_email_unique ON candidates (agency_id, listing_id, email) NULLS NOT DISTINCT
       WHERE email IS NOT NULL AND merged_into IS NULL`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX candidates_listing_phone_unique ON candidates (agency_id, listing_id, phone) NULLS NOT DISTINCT
       WHERE email IS NULL AND merged_into IS NULL`);
    // The list's usual pages: newest first in the agency, per status, per listing; and the same person's
    // other requests (by e-mail or phone) for the candidate page.
    await queryRunner.query(
      'CREATE INDEX candidates_agency_created_idx ON candidates (agency_id, created_at DESC, id) WHERE merged_into IS NULL',
    );
    await queryRunner.query(
      `CREATE INDEX candidates_agency_status_idx ON candidates (agency_id, status, created_at DESC, id)
        WHERE merged_into IS NULL`,
    );
    await queryRunner.query('CREATE INDEX candidates_listing_idx ON candidates (listing_id, created_at DESC)');
    await queryRunner.query('CREATE INDEX candidates_agency_email_idx ON candidates (agency_id, email)');
    await queryRunner.query('CREATE INDEX candidates_agency_phone_idx ON candidates (agency_id, phone)');
    await queryRunner.query('CREATE INDEX visits_candidate_idx ON visits (candidate_id)');
    await queryRunner.query(`
      CREATE TABLE candidate_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('created', 'status_changed', 'source_added', 'merged', 'verdict',
          'verdict_overridden')),
        from_status smallint NULL,
        to_status smallint NULL,
        reason text NULL,
        actor text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX candidate_events_candidate_idx ON candidate_events (candidate_id, at)');
    await queryRunner.query(`
      INSERT INTO candidate_events (candidate_id, agency_id, kind, to_status, actor, data, at)
      SELECT id, agency_id, 'created', status, 'system', jsonb_build_object('source', source), created_at FROM candidates`);
  }

  private async splitPerListing(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TEMP TABLE candidate_split AS
      SELECT candidate_id, listing_id, source, first_at,
             row_number() OVER (PARTITION BY candidate_id ORDER BY first_at, listing_id) AS rank,
             gen_random_uuid() AS new_id
        FROM (SELECT candidate_id, listing_id, min(created_at) AS first_at,
                     (array_agg(source ORDER BY created_at))[1] AS source
                FROM visits GROUP BY candidate_id, listing_id) per_listing`);
    await queryRunner.query(`
      UPDATE candidates c SET listing_id = s.listing_id,
             source = CASE s.source WHEN 'back_office' THEN 'manual' ELSE 'booking_page' END
        FROM candidate_split s WHERE s.candidate_id = c.id AND s.rank = 1`);
    await queryRunner.query(`
      INSERT INTO candidates (id, agency_id, email, first_name, last_name, phone, language, anonymised_at,
                              created_at, updated_at, listing_id, source)
      SELECT s.new_id, c.agency_id, c.email, c.first_name, c.last_name, c.phone, c.language, c.anonymised_at,
             s.first_at, c.updated_at, s.listing_id,
             CASE s.source WHEN 'back_office' THEN 'manual' ELSE 'booking_page' END
        FROM candidate_split s JOIN candidates c ON c.id = s.candidate_id WHERE s.rank > 1`);
    await queryRunner.query(`
      UPDATE visits v SET candidate_id = s.new_id FROM candidate_split s
       WHERE s.rank > 1 AND v.candidate_id = s.candidate_id AND v.listing_id = s.listing_id`);
    await queryRunner.query(`
      UPDATE applicant_answers a SET candidate_id = s.new_id FROM candidate_split s
       WHERE s.rank > 1 AND a.candidate_id = s.candidate_id AND a.listing_id = s.listing_id`);
    await queryRunner.query('DROP TABLE candidate_split');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Back to a person per agency: each person's oldest row keeps their visits and answers.
    await queryRunner.query('DROP TABLE IF EXISTS candidate_events');
    await queryRunner.query(`
      CREATE TEMP TABLE candidate_join AS
      SELECT id, first_value(id) OVER (PARTITION BY agency_id, COALESCE(email::text, 'phone:' || phone)
                                       ORDER BY created_at, id) AS keep_id
        FROM candidates`);
    await queryRunner.query(`UPDATE candidates SET merged_into = NULL`);
    await queryRunner.query(`
      UPDATE visits v SET candidate_id = j.keep_id FROM candidate_join j WHERE v.candidate_id = j.id AND j.id <> j.keep_id`);
    await queryRunner.query(`
      UPDATE applicant_answers a SET candidate_id = j.keep_id FROM candidate_join j
       WHERE a.candidate_id = j.id AND j.id <> j.keep_id`);
    await queryRunner.query(`DELETE FROM candidates c USING candidate_join j WHERE c.id = j.id AND j.id <> j.keep_id`);
    await queryRunner.query('DROP TABLE candidate_join');
    for (const index of ['visits_candidate_idx', 'candidates_agency_email_idx', 'candidates_agency_phone_idx']) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await queryRunner.query(`
      ALTER TABLE candidates
        DROP CONSTRAINT IF EXISTS candidates_refusal_has_reason,
        DROP COLUMN listing_id, DROP COLUMN status, DROP COLUMN refusal_reason, DROP COLUMN source,
        DROP COLUMN source_detail, DROP COLUMN verdict, DROP COLUMN verdict_reasons,
        DROP COLUMN verdict_overridden_by, DROP COLUMN merged_into`);
    await queryRunner.query(
      'ALTER TABLE candidates ADD CONSTRAINT candidates_agency_email_unique UNIQUE (agency_id, email)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX candidates_phone_only ON candidates (agency_id, phone) WHERE email IS NULL',
    );
  }
}
