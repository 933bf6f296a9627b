import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddRescheduledVisitStatus1795462306348 implements MigrationInterface {
  name = 'AddRescheduledVisitStatus1795462306348';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A moved visit ends as 'rescheduled' (no longer 'cancelled' with the reason 'rescheduled'), linked
    // both ways with the visit that replaced it. cancelled_by/cancelled_at say who ended it and when,
    // for a move as for a cancellation.
    await queryRunner.query(`
      ALTER TABLE visits
        DROP CONSTRAINT visits_status_check,
        DROP CONSTRAINT visits_check,
        ADD COLUMN rescheduled_to uuid NULL REFERENCES visits (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      UPDATE visits old SET status = 'rescheduled', cancelled_why = NULL, rescheduled_to = moved.id
        FROM visits moved
       WHERE moved.rescheduled_from = old.id AND old.status = 'cancelled' AND old.cancelled_why = 'rescheduled'`);
    await queryRunner.query(`
      ALTER TABLE visits
        ADD CONSTRAINT visits_status_check
          CHECK (status IN ('booked', 'confirmed', 'done', 'no_show', 'cancelled', 'rescheduled')),
        ADD CONSTRAINT visits_ended_check
          CHECK ((status IN ('cancelled', 'rescheduled')) = (cancelled_at IS NOT NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE visits DROP CONSTRAINT visits_ended_check, DROP CONSTRAINT visits_status_check`,
    );
    await queryRunner.query(
      `UPDATE visits SET status = 'cancelled', cancelled_why = 'rescheduled' WHERE status = 'rescheduled'`,
    );
    await queryRunner.query(`
      ALTER TABLE visits
        DROP COLUMN rescheduled_to,
        ADD CONSTRAINT visits_status_check
          CHECK (status IN ('booked', 'confirmed', 'done', 'no_show', 'cancelled')),
        ADD CONSTRAINT visits_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))`);
  }
}
