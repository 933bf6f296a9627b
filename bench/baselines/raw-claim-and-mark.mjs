// P7's floors: what any notification worker keeping our rules must at least do per message, written by
// hand over pg with no product code, at the workers' concurrency and batched as the product batches (the
// jobs a worker runs at once share one statement). SendEmail: claim the queued row (queued → sending,
// committed before the provider is called), call the provider, mark it sent. SendSms: the claim is one
// transaction that also keeps the SMS rules (the opt-out; the SMS-pumping gate, mobiles of the countries the
// agency allows; the daily quotas per number, per agency and for numbers the agency never wrote to,
// serialised per quota key so two workers cannot both take the last unit), then the provider, then the
// sent mark. The rules came with the product's (issue 35); a floor without them was not the same claim.
// The provider is the same client answering at once as the product's (lib/notifications.mjs). Every
// statement is a named prepared statement, as the product's are. The gate's list of the regions an agency's
// own country covers is written here again on purpose (libs/contracts' domesticRegions): a floor holds no
// product code.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import pg from 'pg';
import { GroupedCalls } from '@creneau/server';
import { drainMessages, instantEmail, instantSms, workersConfig } from '../lib/notifications.mjs';

const MARK_SENT = `UPDATE messages m SET status = 'sent', provider = $1, provider_id = s.provider_id, sent_at = now(),
                          updated_at = now()
                     FROM unnest($2::uuid[], $3::text[]) AS s(id, provider_id) WHERE m.id = s.id`;

/**
 * A BullMQ processor for the notifications queue running the floors (SendEmail, SendSms) over `pool`: the
 * kind's claim, the instant provider, the sent mark. P7 drains one kind with it; P8's floor pipeline both.
 */
export function floorProcessor(pool) {
  const sentMarks = new GroupedCalls(async (sent) => {
    await pool.query({
      name: 'raw-mark-sent',
      text: MARK_SENT,
      values: ['raw', sent.map((s) => s.id), sent.map((s) => s.providerId)],
    });
    return sent.map(() => undefined);
  });
  const handlers = { SendEmail: emailSender(pool), SendSms: smsSender(pool) };
  return async (job) => {
    const { messageId } = job.data;
    const providerId = await handlers[job.name](messageId);
    await sentMarks.call({ id: messageId, providerId });
  };
}

/** Drains `messageIds` of `jobName` with the floor's processor over a pool of its own; messages per second. */
async function floorTrial(ctx, jobName, messageIds) {
  const pool = new pg.Pool({ connectionString: ctx.database.url, max: 20 });
  try {
    const processor = floorProcessor(pool);
    const throughput = await ctx.redis.withScope((scope) => drainMessages(ctx, scope, jobName, messageIds, processor));
    return { throughput };
  } finally {
    await pool.end();
  }
}

export const emailFloorTrial = (ctx, messageIds) => floorTrial(ctx, 'SendEmail', messageIds);
export const smsFloorTrial = (ctx, messageIds) => floorTrial(ctx, 'SendSms', messageIds);

/** SendEmail's claim and provider call; resolves with the provider's id. */
function emailSender(pool) {
  const claims = new GroupedCalls(async (ids) => {
    const { rows } = await pool.query({
      name: 'raw-claim-email',
      text: `UPDATE messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
              WHERE id = ANY($1::uuid[]) AND status = 'queued' RETURNING id, recipient, subject, body_text`,
      values: [ids],
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  return async (messageId) => {
    const email = await claims.call(messageId);
    if (!email) throw new Error(`message ${messageId} not claimed`);
    const sent = await instantEmail.send({ to: email.recipient, subject: email.subject, text: email.body_text });
    return sent.providerId;
  };
}

// Locks the batch's rows, reads each recipient's opt-out, the agency's countries and whether the agency wrote
// to the number before (strangers draw on a smaller pool), then takes the advisory lock of every quota key the
// batch will count (in one order, so two batches never wait on each other in a circle).
const SMS_LOCK = `WITH batch AS (
    SELECT m.id, m.recipient, m.agency_id, m.body_text, a.country AS agency_country, a.sms_countries,
           EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone = m.recipient) AS opted_out,
           EXISTS (SELECT 1 FROM messages p
                    WHERE p.channel = 'sms' AND p.recipient = m.recipient AND p.id <> m.id
                      AND p.agency_id IS NOT DISTINCT FROM m.agency_id
                      AND p.status IN ('sending', 'sent', 'delivered')) AS known_number
      FROM messages m LEFT JOIN agencies a ON a.id = m.agency_id
     WHERE m.id = ANY($1::uuid[]) AND m.status = 'queued' ORDER BY m.id FOR UPDATE OF m),
  locked AS (
    SELECT count(pg_advisory_xact_lock(h)) FROM (
      SELECT DISTINCT hashtext('sms-quota:' || k) AS h
        FROM batch, LATERAL (VALUES ('number:' || recipient), ('agency:' || agency_id::text)) AS q(k)
       WHERE NOT opted_out AND k IS NOT NULL ORDER BY 1) keys)
  SELECT batch.* FROM batch, locked`;
// Its own statement, once the locks are held: its snapshot sees every unit taken before.
const SMS_USAGE = `SELECT key, sum(used)::int AS used FROM sms_quota_usage
                    WHERE key = ANY($1::text[]) AND hour >= date_trunc('hour', now(), 'UTC') - interval '24 hours'
                    GROUP BY key`;
const SMS_WRITE = `WITH taken AS (
    INSERT INTO sms_quota_usage (key, hour, used)
    SELECT k, date_trunc('hour', now(), 'UTC'), count(*) FROM unnest($4::text[]) k GROUP BY k
    ON CONFLICT (key, hour) DO UPDATE SET used = sms_quota_usage.used + excluded.used)
  UPDATE messages m SET status = d.status, attempts = m.attempts + 1, error = d.error, updated_at = now()
    FROM unnest($1::uuid[], $2::text[], $3::text[]) AS d(id, status, error) WHERE m.id = d.id`;

// The SMS-pumping gate, as any worker keeping the rule must read a number: its type and country by the
// numbering plans (libphonenumber's full metadata); only mobiles of the agency's own country (France with its
// overseas departments, or Belgium) or of one it listed.
const DOMESTIC = { FR: ['FR', 'RE', 'YT', 'GP', 'MQ', 'GF', 'BL', 'MF', 'PM'], BE: ['BE'] };
function recipientRefused(row) {
  const phone = parsePhoneNumberFromString(row.recipient);
  const type = phone?.getType();
  if (!phone || (!type && !phone.isValid())) return 'invalid number';
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return 'not a mobile';
  const allowed = [...DOMESTIC[row.agency_country ?? 'FR'], ...(row.sms_countries ?? [])];
  return phone.country && allowed.includes(phone.country) ? null : 'country not allowed';
}

/** SendSms's claim (opt-out, recipient gate, the three quotas) and provider call; resolves with the provider's id. */
function smsSender(pool) {
  const {
    SMS_DAILY_QUOTA_PER_NUMBER: perNumber,
    SMS_DAILY_QUOTA_PER_AGENCY: perAgency,
    SMS_DAILY_QUOTA_NEW_NUMBERS_PER_AGENCY: perNewNumbers,
  } = workersConfig();
  // Two claims in flight, as the product: one waits on the quota locks while the other commits.
  const claims = new GroupedCalls(
    async (ids) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query({ name: 'raw-sms-lock', text: SMS_LOCK, values: [ids] });
        // The number's count, the agency's, and for a number the agency never wrote to, its pool for strangers.
        const keysOf = (row) =>
          row.agency_id
            ? [
                `number:${row.recipient}`,
                `agency:${row.agency_id}`,
                ...(row.known_number ? [] : [`agency-new:${row.agency_id}`]),
              ]
            : [`number:${row.recipient}`];
        const counted = rows.filter((row) => !row.opted_out);
        const usage = new Map();
        if (counted.length > 0) {
          const used = await client.query({
            name: 'raw-sms-usage',
            text: SMS_USAGE,
            values: [[...new Set(counted.flatMap(keysOf))]],
          });
          for (const { key, used: units } of used.rows) usage.set(key, units);
        }
        const decided = rows.map((row) => {
          const [numberKey, agencyKey, newKey] = keysOf(row);
          const over = (key, quota) => key !== undefined && (usage.get(key) ?? 0) >= quota;
          const refused = row.opted_out
            ? 'opted out'
            : (recipientRefused(row) ??
              (over(numberKey, perNumber)
                ? 'number quota'
                : over(agencyKey, perAgency)
                  ? 'agency quota'
                  : over(newKey, perNewNumbers)
                    ? 'new numbers quota'
                    : null));
          if (refused) return { row, status: 'failed', error: refused, keys: [] };
          for (const key of keysOf(row)) usage.set(key, (usage.get(key) ?? 0) + 1);
          return { row, status: 'sending', error: null, keys: keysOf(row) };
        });
        if (decided.length > 0)
          await client.query({
            name: 'raw-sms-write',
            text: SMS_WRITE,
            values: [
              decided.map((d) => d.row.id),
              decided.map((d) => d.status),
              decided.map((d) => d.error),
              decided.flatMap((d) => d.keys),
            ],
          });
        await client.query('COMMIT');
        const byId = new Map(decided.filter((d) => d.status === 'sending').map((d) => [d.row.id, d.row]));
        return ids.map((id) => byId.get(id) ?? null);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    { maxInFlight: 2 },
  );
  return async (messageId) => {
    const sms = await claims.call(messageId);
    if (!sms) throw new Error(`message ${messageId} not claimed`);
    const receipt = await instantSms.send({ messageId, to: sms.recipient, text: sms.body_text });
    return receipt.providerId;
  };
}
