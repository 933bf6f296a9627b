import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: a message about a candidate names them (messages.candidate_id), so their page reads their
 * messages by an index instead of matching claim keys. Backfilled from what links a message to a
 * candidate: its visit's candidate, or the candidate named in its claim key (status notices
 * `candidate:{id}:…`, waiting-list messages `waiting:{id}:…`), followed to the survivor of a merge.
 */
export class LinkMessagesToCandidates1795800000000 implements MigrationInterface {
  name = 'LinkMessagesToCandidates1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE messages ADD COLUMN candidate_id uuid NULL REFERENCES candidates (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `UPDATE messages m SET candidate_id = v.candidate_id
         FROM visits v WHERE v.id = m.visit_id AND v.candidate_id IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE messages m SET candidate_id = COALESCE(c.merged_into, c.id)
         FROM candidates c
        WHERE m.candidate_id IS NULL AND m.visit_id IS NULL
          AND m.claim_key ~ '^(candidate|waiting):[0-9a-f-]{36}:'
          AND c.id = substring(m.claim_key FROM '^(?:candidate|waiting):([0-9a-f-]{36}):')::uuid`,
    );
    await queryRunner.query(
      `CREATE INDEX messages_candidate_idx ON messages (candidate_id, created_at DESC) WHERE candidate_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS messages_candidate_idx');
    await queryRunner.query('ALTER TABLE messages DROP COLUMN IF EXISTS candidate_id');
  }
}
