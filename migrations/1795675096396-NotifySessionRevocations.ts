import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A live stream (SSE) checked its session only when it opened: a deactivated user's open tab kept
 * receiving events (issue 18). Every change that ends or changes what a session may see now tells the
 * API processes at commit, on channel session_changed with the session id: revocation (sign-out,
 * password reset, deactivation) and a masquerade started or stopped. Deactivating a user revokes their
 * sessions in the same statement, whatever code does it, so a reactivated account starts signed out.
 */
export class NotifySessionRevocations1795675096396 implements MigrationInterface {
  name = 'NotifySessionRevocations1795675096396';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changed', NEW.id::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sessions_changed_notify AFTER UPDATE OF revoked_at, masquerade_user_id ON sessions
        FOR EACH ROW
        WHEN ((OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
              OR OLD.masquerade_user_id IS DISTINCT FROM NEW.masquerade_user_id)
        EXECUTE FUNCTION notify_session_changed()`);
    await queryRunner.query(`
      CREATE FUNCTION revoke_sessions_of_deactivated_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER users_deactivated_revoke_sessions AFTER UPDATE OF active ON users
        FOR EACH ROW WHEN (OLD.active AND NOT NEW.active)
        EXECUTE FUNCTION revoke_sessions_of_deactivated_user()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS users_deactivated_revoke_sessions ON users`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS revoke_sessions_of_deactivated_user()`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS sessions_changed_notify ON sessions`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS notify_session_changed()`);
  }
}
