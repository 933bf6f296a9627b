import type { EntityManager } from 'typeorm';
import { QUOTA_HOUR, QUOTA_WINDOW_START } from './sms-quota';

/** Why the claim refused an SMS, as counted in sms_refusals: the recipient policy's reasons and the quotas'. */
export type RefusalReason =
  'invalid_number' | 'not_mobile' | 'country_not_allowed' | 'new_numbers_quota' | 'number_quota' | 'agency_quota';

export interface Refused {
  agencyId: string | null;
  reason: RefusalReason;
}

/**
 * Counts the refused SMS of a claim per agency, hour and reason, and says which agencies just crossed
 * `threshold` refusals in the last day: a number rotation (SMS pumping) shows as such a wave. The alert
 * goes once per crossing, into the agency's audit log (read by its admins and by ops).
 */
export async function countRefusals(manager: EntityManager, refused: Refused[], threshold: number): Promise<void> {
  if (refused.length === 0) return;
  await manager.query(
    `INSERT INTO sms_refusals (agency_id, hour, reason, refused)
     SELECT agency_id, ${QUOTA_HOUR}, reason, count(*) FROM unnest($1::uuid[], $2::text[]) AS r(agency_id, reason)
      GROUP BY agency_id, reason
     ON CONFLICT (COALESCE(agency_id, '00000000-0000-0000-0000-000000000000'), hour, reason)
     DO UPDATE SET refused = sms_refusals.refused + excluded.refused`,
    [refused.map((r) => r.agencyId), refused.map((r) => r.reason)],
  );
  const added = new Map<string, number>();
  for (const { agencyId } of refused) if (agencyId) added.set(agencyId, (added.get(agencyId) ?? 0) + 1);
  if (added.size === 0) return;
  await manager.query(
    `WITH day AS (
       SELECT agency_id, sum(refused)::int AS total,
              jsonb_object_agg(reason, refused) FILTER (WHERE reason IS NOT NULL) AS latest
         FROM (SELECT agency_id, reason, sum(refused)::int AS refused FROM sms_refusals
                WHERE agency_id = ANY($1::uuid[]) AND hour >= ${QUOTA_WINDOW_START} GROUP BY agency_id, reason) r
        GROUP BY agency_id)
     INSERT INTO audit_log (agency_id, action, details)
     SELECT day.agency_id, 'sms.refusals_alert', jsonb_build_object('last24h', day.total, 'byReason', day.latest)
       FROM day JOIN unnest($1::uuid[], $2::int[]) AS a(agency_id, added) ON a.agency_id = day.agency_id
      WHERE day.total >= $3 AND day.total - a.added < $3`,
    [[...added.keys()], [...added.values()], threshold],
  );
}
