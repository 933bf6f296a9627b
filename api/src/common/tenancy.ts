import type { Actor } from './actor';
import { notFound } from './api-error';

/**
 * The agency a realtor's reads and writes are confined to; null for ops, who see every agency.
 * Visitors have no agency scope at all: agency resources are not theirs, so they get 404.
 */
export function agencyScope(actor: Actor): { agencyId: string } | Record<string, never> {
  if (actor.authType === 'ops') return {};
  if (actor.authType === 'realtor' && actor.agencyId) return { agencyId: actor.agencyId };
  throw notFound();
}

/** Loads one row by id inside the caller's scope; another tenant's id answers 404, never 403. */
export async function findInScope<T>(
  load: (where: Record<string, unknown>) => Promise<T | null>,
  actor: Actor,
  id: string,
  what: string,
): Promise<T> {
  const row = await load({ id, ...agencyScope(actor) });
  if (!row) throw notFound(what);
  return row;
}
