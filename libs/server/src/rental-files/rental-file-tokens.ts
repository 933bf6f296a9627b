import { RENTAL_FILE_ACTION_TTL_HOURS, RENTAL_FILE_ACTIONS, type RentalFileAction } from '@creneau/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../database/queryable';

// 256 random bits, base64url: a link cannot be guessed; only its SHA-256 is stored, so a leaked table
// does not leak working links.
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

/** One token per action for one application and one agent, for the links of a message to that agent. */
export async function issueActionTokens(
  manager: Queryable,
  applicationId: string,
  userId: string,
  actions: readonly RentalFileAction[] = RENTAL_FILE_ACTIONS,
): Promise<Record<RentalFileAction, string>> {
  const tokens = {} as Record<RentalFileAction, string>;
  for (const action of actions) {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await manager.query(
      `INSERT INTO rental_file_action_tokens (token_hash, application_id, action, user_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [hashOf(token), applicationId, action, userId, RENTAL_FILE_ACTION_TTL_HOURS],
    );
    tokens[action] = token;
  }
  return tokens;
}

export interface ActionTokenRow {
  id: string;
  applicationId: string;
  userId: string;
  action: RentalFileAction;
  expiresAt: Date;
  usedAt: Date | null;
  expired: boolean;
}

/**
 * The token of this link, locked when `lock` (the POST that acts). A token of another action answers null,
 * as an unknown or malformed one does: a link to view never accepts.
 */
export async function findActionToken(
  manager: Queryable,
  token: string,
  action: string,
  lock: boolean,
): Promise<ActionTokenRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await manager.query<ActionTokenRow[]>(
    `SELECT id, application_id AS "applicationId", user_id AS "userId", action, expires_at AS "expiresAt",
            used_at AS "usedAt", expires_at <= now() AS expired
       FROM rental_file_action_tokens WHERE token_hash = $1 AND action = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [hashOf(token), action],
  );
  return row ?? null;
}

/** Single use: the token is spent in the transaction of what it did. */
export async function spendActionToken(manager: Queryable, id: string): Promise<void> {
  await manager.query('UPDATE rental_file_action_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id]);
}
