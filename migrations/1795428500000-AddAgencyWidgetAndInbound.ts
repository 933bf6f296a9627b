import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAgencyWidgetAndInbound1795428500000 implements MigrationInterface {
  name = 'AddAgencyWidgetAndInbound1795428500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Sites allowed to embed the agency's booking widget (checked against Origin / frame-ancestors).
    await queryRunner.query(`ALTER TABLE agencies ADD COLUMN widget_allowed_origins text[] NOT NULL DEFAULT '{}'`);
    // The local part of the agency's personalised address for portal leads (<local>@<INBOUND_EMAIL_DOMAIN>).
    await queryRunner.query(
      `ALTER TABLE agencies ADD COLUMN inbound_local_part citext NULL UNIQUE CHECK (inbound_local_part ~ '^[a-z0-9]+([.-][a-z0-9]+)*$')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE agencies DROP COLUMN inbound_local_part');
    await queryRunner.query('ALTER TABLE agencies DROP COLUMN widget_allowed_origins');
  }
}
