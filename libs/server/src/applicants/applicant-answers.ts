import type { ApplicantStage, Region } from '@creneau/contracts';
import type { EntityManager } from 'typeorm';
import type { Queryable } from '../database/queryable';

/** The table of answers given after a visit (application, lease): its writers and readers, in one place. */
export interface ApplicantAnswersRow {
  agencyId: string;
  candidateId: string;
  listingId: string;
  visitId: string;
  stage: Exclude<ApplicantStage, 'beforeVisit'>;
  region: Region;
  answers: Record<string, unknown>;
}

/** Stores a stage's answers for a visit; answering again replaces them. Answers when they were stored. */
export async function saveApplicantAnswers(manager: EntityManager, row: ApplicantAnswersRow): Promise<Date> {
  const [saved] = await manager.query<{ updated_at: Date }[]>(
    `INSERT INTO applicant_answers (agency_id, candidate_id, listing_id, visit_id, stage, region, answers)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (visit_id, stage) DO UPDATE
       SET answers = EXCLUDED.answers, region = EXCLUDED.region, updated_at = now()
     RETURNING updated_at`,
    [row.agencyId, row.candidateId, row.listingId, row.visitId, row.stage, row.region, row.answers],
  );
  return saved.updated_at;
}

export interface StoredApplicantAnswers {
  visitId: string;
  stage: string;
  region: Region;
  answers: Record<string, unknown>;
  updatedAt: Date;
}

/** The answers given after these visits, every stage. */
export async function applicantAnswersOf(
  manager: EntityManager,
  visitIds: string[],
): Promise<StoredApplicantAnswers[]> {
  if (visitIds.length === 0) return [];
  return manager.query<StoredApplicantAnswers[]>(
    `SELECT visit_id AS "visitId", stage, region, answers, updated_at AS "updatedAt"
       FROM applicant_answers WHERE visit_id = ANY($1::uuid[]) ORDER BY visit_id, stage`,
    [visitIds],
  );
}

/** Erases every answer these candidates gave after their visits (GDPR art. 17). */
export async function eraseApplicantAnswers(manager: EntityManager, candidateIds: string[]): Promise<void> {
  await manager.query('DELETE FROM applicant_answers WHERE candidate_id = ANY($1::uuid[])', [candidateIds]);
}

/** A manual merge of two candidates: the merged one's answers now belong to the one that stays. */
export async function repointApplicantAnswers(manager: Queryable, fromCandidateId: string, toCandidateId: string) {
  await manager.query(`UPDATE applicant_answers SET candidate_id = $2, updated_at = now() WHERE candidate_id = $1`, [
    fromCandidateId,
    toCandidateId,
  ]);
}
