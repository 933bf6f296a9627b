import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddVisitsAgentStartsIndex1795462306349 implements MigrationInterface {
  name = 'AddVisitsAgentStartsIndex1795462306349';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The agenda reads one agent's visits over a week or a day, every status included.
    await queryRunner.query('CREATE INDEX visits_agent_starts_idx ON visits (agent_id, starts_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS visits_agent_starts_idx');
  }
}
