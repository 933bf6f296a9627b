import type { EntityManager } from 'typeorm';

/**
 * The daily SMS quotas (per phone number, per agency) count units in sms_quota_usage, by key and UTC
 * hour. A claim takes a unit of each of its message's keys; a message the provider did not take gives
 * its unit back (SendSmsHandler), so a retry does not pay twice. One whose outcome is unknown keeps it:
 * it may have gone out.
 */

/** The hour (SQL) a unit taken at `instant` is counted in: UTC, the same for every session whatever its zone. */
const hourOf = (instant: string) => `date_trunc('hour', ${instant}, 'UTC')`;

/** The hour a unit taken now is counted in. */
export const QUOTA_HOUR = hourOf('now()');

/**
 * The first hour still counted: the current one and the 24 before it. A unit counts for 24 to 25 hours,
 * never less than a day, so a quota is never exceeded over any 24 hours.
 */
export const QUOTA_WINDOW_START = `(${QUOTA_HOUR} - interval '24 hours')`;

/** How long a count is kept once out of the window (PurgeSmsQuotaUsage): a day more, for ops to look at. */
export const QUOTA_KEPT = `interval '24 hours'`;

/**
 * The keys whose units a message takes: its number's, then its agency's (an SMS to nobody's agency has
 * none), then, for a number the agency never wrote to, the agency's smaller pool for strangers: numbers
 * rotated by an attacker exhaust that pool, not the SMS real candidates need. A message released after
 * the provider refused it gives back the first two only (its number stays a stranger's).
 */
export function quotaKeys(message: { recipient: string; agency_id: string | null; known_number?: boolean }): string[] {
  const number = `number:${message.recipient}`;
  if (!message.agency_id) return [number];
  const agency = [number, `agency:${message.agency_id}`];
  return message.known_number === false ? [...agency, `agency-new:${message.agency_id}`] : agency;
}

/**
 * Gives back the units a message took when it was claimed at `claimedAt`, one key per statement: a
 * statement never holds two counts' locks, so releases never wait on each other in a circle.
 */
export async function releaseQuotaUnits(manager: EntityManager, keys: string[], claimedAt: Date): Promise<void> {
  for (const key of keys) {
    await manager.query(
      `UPDATE sms_quota_usage SET used = used - 1
        WHERE key = $1 AND hour = ${hourOf('$2::timestamptz')} AND used > 0`,
      [key, claimedAt],
    );
  }
}
