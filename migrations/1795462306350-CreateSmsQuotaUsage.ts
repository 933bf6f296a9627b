import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SMS units taken per quota key ('number:+33…', 'agency:<id>') and hour. A claim reads at most 25 rows
 * per key instead of counting a day of messages, which cost as much as the quota (thousands of rows for
 * a busy agency) at every claim.
 */
export class CreateSmsQuotaUsage1795462306350 implements MigrationInterface {
  name = 'CreateSmsQuotaUsage1795462306350';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE sms_quota_usage (
         key text NOT NULL,
         hour timestamptz NOT NULL,
         used integer NOT NULL CHECK (used >= 0),
         PRIMARY KEY (key, hour)
       )`,
    );
    // What the last day already took, as the claim used to count it: claimed, or taken by the provider.
    await queryRunner.query(
      `INSERT INTO sms_quota_usage (key, hour, used)
       SELECT k.key, date_trunc('hour', m.created_at, 'UTC'), count(*)
         FROM messages m
        CROSS JOIN LATERAL (VALUES ('number:' || m.recipient), ('agency:' || m.agency_id::text)) AS k(key)
        WHERE m.channel = 'sms' AND m.created_at > now() - interval '25 hours'
          AND (m.status = 'sending' OR m.provider_id IS NOT NULL) AND k.key IS NOT NULL
        GROUP BY 1, 2`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS sms_quota_usage');
  }
}
