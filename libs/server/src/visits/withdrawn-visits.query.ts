import { WITHDRAWN_VISIT_STATUSES } from '@creneau/contracts';
import { prepared } from '../database/prepared-statements';
import type { Queryable } from '../database/queryable';

const WITHDRAWN_AMONG = prepared(
  'withdrawn-visits',
  'SELECT id FROM visits WHERE id = ANY($1::uuid[]) AND status = ANY($2::text[])',
);

/** Which of these visits were withdrawn (cancelled or moved): an index read, where none is the rule. */
export async function withdrawnAmong(queryable: Queryable, visitIds: readonly string[]): Promise<string[]> {
  const rows = await queryable.query<{ id: string }[]>(WITHDRAWN_AMONG, [visitIds, WITHDRAWN_VISIT_STATUSES]);
  return rows.map((row) => row.id);
}

/**
 * Deletes the pending reminders of withdrawn visits (cancelled or moved) (of these, or of all when null), and answers which
 * visits lost some: their delayed jobs go next. Done ones stay, as the record of what was sent.
 */
export async function deleteCancelledReminders(
  queryable: Queryable,
  visitIds: readonly string[] | null,
): Promise<string[]> {
  const [rows] = await queryable.query<[{ visit_id: string }[], number]>(
    `DELETE FROM visit_reminders r USING visits v
      WHERE ($1::uuid[] IS NULL OR r.visit_id = ANY($1::uuid[]))
        AND v.id = r.visit_id AND v.status = ANY($2::text[]) AND r.done_at IS NULL
      RETURNING r.visit_id`,
    [visitIds, WITHDRAWN_VISIT_STATUSES],
  );
  return [...new Set(rows.map((row) => row.visit_id))];
}

/** Up to `limit` live visits ahead with no reminder planned (a booking whose plan was lost), for a second plan. */
export async function unplannedVisits(queryable: Queryable, limit: number): Promise<{ id: string }[]> {
  return queryable.query<{ id: string }[]>(
    `SELECT v.id FROM visits v
      WHERE v.status IN ('booked', 'confirmed') AND v.starts_at > now()
        AND NOT EXISTS (SELECT 1 FROM visit_reminders r WHERE r.visit_id = v.id)
      LIMIT ${limit}`,
  );
}
