import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a candidate answers after their visit, per stage (the application now, the lease later), under
 * the policy of the listing's region at the time (docs/applicant-data-by-region.md). One row per visit
 * and stage: answering again replaces the answers. The questions open when the visit is marked done,
 * or when the agent invites the candidate after it (visits.application_invited_at).
 */
export class CreateApplicantAnswers1795675354356 implements MigrationInterface {
  name = 'CreateApplicantAnswers1795675354356';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE visits ADD COLUMN application_invited_at timestamptz NULL');
    await queryRunner.query(`
      CREATE TABLE applicant_answers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        agency_id uuid NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
        visit_id uuid NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        stage text NOT NULL CHECK (stage IN ('application', 'lease')),
        region text NOT NULL CHECK (region IN ('FR', 'BE-BRU', 'BE-WAL', 'BE-VLG')),
        answers jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT applicant_answers_visit_stage_unique UNIQUE (visit_id, stage)
      )`);
    await queryRunner.query('CREATE INDEX applicant_answers_candidate_idx ON applicant_answers (candidate_id)');
    await queryRunner.query('CREATE INDEX applicant_answers_agency_idx ON applicant_answers (agency_id, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS applicant_answers');
    await queryRunner.query('ALTER TABLE visits DROP COLUMN IF EXISTS application_invited_at');
  }
}
