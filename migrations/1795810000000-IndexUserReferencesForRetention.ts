import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexUserReferencesForRetention1795810000000 implements MigrationInterface {
  name = 'IndexUserReferencesForRetention1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Retention deletes idle visitor accounts by the thousand: each deletion sets these references to NULL,
    // and without an index Postgres scans the whole table per account (bench P18R: minutes on 100,000 rows).
    await queryRunner.query('CREATE INDEX audit_log_effective_user_idx ON audit_log (effective_user_id)');
    await queryRunner.query('CREATE INDEX sessions_masquerade_user_idx ON sessions (masquerade_user_id)');
    // Mostly empty columns: only the rows that name someone are indexed.
    await queryRunner.query(
      'CREATE INDEX candidates_verdict_overridden_by_idx ON candidates (verdict_overridden_by) WHERE verdict_overridden_by IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX listings_agent_idx ON listings (agent_id)');
    // The slots' exclusion constraint (GiST) answers "agent_id = $1" slowly: 6 ms per deleted account on
    // 10,000 slots, a night's work on an install's years of slots.
    await queryRunner.query('CREATE INDEX visit_slots_agent_idx ON visit_slots (agent_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS visit_slots_agent_idx');
    await queryRunner.query('DROP INDEX IF EXISTS listings_agent_idx');
    await queryRunner.query('DROP INDEX IF EXISTS candidates_verdict_overridden_by_idx');
    await queryRunner.query('DROP INDEX IF EXISTS sessions_masquerade_user_idx');
    await queryRunner.query('DROP INDEX IF EXISTS audit_log_effective_user_idx');
  }
}
