import type { EntityManager } from 'typeorm';
import { notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../identity/auth/actor';

/** A realtor of the caller's agency (any agency for ops); anyone else's id answers 404. */
export async function findAgentInScope(
  manager: EntityManager,
  actor: Actor,
  agentId: string,
): Promise<{ id: string; agencyId: string }> {
  const scope = agencyScope(actor);
  const [agent] = await manager.query<{ id: string; agencyId: string }[]>(
    `SELECT id, agency_id AS "agencyId" FROM users
      WHERE id = $1 AND auth_type = 'realtor' AND ($2::uuid IS NULL OR agency_id = $2)`,
    [agentId, 'agencyId' in scope ? scope.agencyId : null],
  );
  if (!agent) throw notFound('Agent');
  return agent;
}
