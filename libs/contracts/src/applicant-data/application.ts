import type { VisitStatus } from '../visits/visit-status';

/**
 * Application questions (resources, household) open to a candidate only after their visit: once the
 * agent marks it done, or once the agent, after it, invites them to apply. A visit missed, cancelled
 * or moved never opens them.
 */
export function applicationOpen(visit: { status: VisitStatus; applicationInvitedAt: Date | string | null }): boolean {
  if (visit.status === 'done') return true;
  return visit.applicationInvitedAt !== null && (visit.status === 'booked' || visit.status === 'confirmed');
}

/** An agent may invite a candidate to apply once their visit is over, unless it was missed or withdrawn. */
export function canInviteToApply(visit: { status: VisitStatus; endsAt: Date | string }, now = Date.now()): boolean {
  const over = new Date(visit.endsAt).getTime() <= now;
  return over && (visit.status === 'booked' || visit.status === 'confirmed' || visit.status === 'done');
}
