import type { ReminderKind } from '@creneau/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { loadVisitContext, type VisitContext } from './visit-context';

/**
 * Runs a visit's reminder once: the pending row is locked, the messages are queued and the row is
 * marked done in one transaction. A job run twice, or after a crash, finds the row done and stops.
 * Returns the outcome recorded, or null when there was nothing to do.
 */
export async function runReminder(
  dataSource: DataSource,
  visitId: string,
  kind: ReminderKind,
  act: (manager: EntityManager, visit: VisitContext) => Promise<string>,
): Promise<string | null> {
  return dataSource.transaction(async (manager) => {
    const [pending] = await manager.query<{ visit_id: string }[]>(
      `SELECT visit_id FROM visit_reminders WHERE visit_id = $1 AND kind = $2 AND done_at IS NULL FOR UPDATE`,
      [visitId, kind],
    );
    if (!pending) return null;
    const visit = await loadVisitContext(manager, visitId);
    const outcome = visit ? await act(manager, visit) : 'visit_gone';
    await manager.query(`UPDATE visit_reminders SET done_at = now(), outcome = $3 WHERE visit_id = $1 AND kind = $2`, [
      visitId,
      kind,
      outcome,
    ]);
    return outcome;
  });
}
