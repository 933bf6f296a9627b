import type { EntityManager } from 'typeorm';
import { ApiError, notFound } from '../common/api-error';
import { agencyScope } from '../common/tenancy';
import type { Actor } from '../common/actor';

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

/**
 * An agent whose working hours and absences the caller may change: their own, or anyone's of the
 * agency for its admins (any agency for ops). A plain agent reads a colleague's agenda (to book for
 * them) but changing it answers 403; another agency's agent stays a 404.
 */
export async function findAgentToManage(
  manager: EntityManager,
  actor: Actor,
  agentId: string,
): Promise<{ id: string; agencyId: string }> {
  const agent = await findAgentInScope(manager, actor, agentId);
  const manages = actor.authType === 'ops' || actor.role === 'agency_admin' || actor.userId === agent.id;
  if (!manages) throw new ApiError(403, 'FORBIDDEN', 'Only the agent or an agency admin may change this agenda');
  return agent;
}
