import type { ReminderKind } from '@creneau/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { loadVisitContext, type VisitContext } from './visit-context';

/** The outcome of a reminder whose moment to make sense has passed (its job ran late, after an outage). */
export const TOO_LATE = 'too_late';

export interface ReminderLimits {
  /** After this instant the reminder is pointless or harmful and is dropped; none: it never expires. */
  until?: (visit: VisitContext) => Date;
}

/** The visit has started: asking to confirm, reminding or enforcing a deadline would come after the fact. */
export const UNTIL_VISIT_STARTS: ReminderLimits = { until: (visit) => visit.startsAt };
export const NEVER_TOO_LATE: ReminderLimits = {};

/**
 * Runs a visit's reminder once: the pending row is locked, the messages are queued and the row is
 * marked done in one transaction. A job run twice, or after a crash, finds the row done and stops.
 * A job that runs after its limit (see ReminderLimits) records TOO_LATE and does nothing else.
 * Returns the outcome recorded, or null when there was nothing to do.
 */
export async function runReminder(
  dataSource: DataSource,
  visitId: string,
  kind: ReminderKind,
  limits: ReminderLimits,
  act: (manager: EntityManager, visit: VisitContext) => Promise<string>,
  now: () => Date = () => new Date(),
): Promise<string | null> {
  return dataSource.transaction(async (manager) => {
    const [pending] = await manager.query<{ visit_id: string }[]>(
      `SELECT visit_id FROM visit_reminders WHERE visit_id = $1 AND kind = $2 AND done_at IS NULL FOR UPDATE`,
      [visitId, kind],
    );
    if (!pending) return null;
    const visit = await loadVisitContext(manager, visitId);
    const late = visit && limits.until ? now().getTime() >= limits.until(visit).getTime() : false;
    const outcome = !visit ? 'visit_gone' : late ? TOO_LATE : await act(manager, visit);
    await manager.query(`UPDATE visit_reminders SET done_at = now(), outcome = $3 WHERE visit_id = $1 AND kind = $2`, [
      visitId,
      kind,
      outcome,
    ]);
    return outcome;
  });
}
