import type { Queryable } from '../database/queryable';

/**
 * The visit a reply answers, among the upcoming visits this number was asked about: the soonest one
 * still awaiting an answer (the question most urgent to the visitor, and the one the last nudge was
 * about), else the soonest one already confirmed (a "NON" after a "OUI" cancels it).
 */
const TARGET = `
  SELECT v.id FROM visits v
   WHERE v.status IN ('booked', 'confirmed') AND v.starts_at > now()
     AND EXISTS (SELECT 1 FROM messages m WHERE m.visit_id = v.id AND m.channel = 'sms' AND m.recipient = $1
                    AND m.purpose IN ('visit_confirmation_request', 'visit_confirmation_nudge'))
   ORDER BY v.status = 'booked' DESC, v.starts_at
   LIMIT 1`;

export async function visitAnsweredBySms(manager: Queryable, from: string): Promise<{ id: string } | null> {
  const [visit] = await manager.query<{ id: string }[]>(TARGET, [from]);
  return visit ?? null;
}

/** The visit this number cancelled by SMS within the undo window, still ahead: a "OUI" now takes it back. */
const JUST_CANCELLED = `
  SELECT v.id FROM visits v JOIN messages m ON m.visit_id = v.id
   WHERE m.recipient = $1 AND m.claim_key = 'visit:' || v.id || ':visit_cancelled_visitor:sms' AND m.purpose = 'sms_reply'
     AND v.status = 'cancelled' AND v.cancelled_by = 'candidate'
     AND v.cancelled_at > now() - make_interval(mins => $2) AND v.starts_at > now()
   ORDER BY v.cancelled_at DESC
   LIMIT 1`;

export async function visitJustCancelledBySms(
  manager: Queryable,
  from: string,
  undoMinutes: number,
): Promise<{ id: string } | null> {
  const [visit] = await manager.query<{ id: string }[]>(JUST_CANCELLED, [from, undoMinutes]);
  return visit ?? null;
}
