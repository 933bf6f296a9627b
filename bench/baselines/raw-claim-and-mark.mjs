// P7's floors: what any notification worker keeping our rules must at least do per message, written by
// hand over pg with no product code, at the workers' concurrency and batched as the product batches (the
// jobs a worker runs at once share one statement). SendEmail: claim the queued row (queued → sending,
// committed before the provider is called), call the provider, mark it sent. SendSms: the claim is one
// transaction that also keeps the SMS rules (the opt-out, the daily quotas per number and per agency,
// serialised per quota key so two workers cannot both take the last unit), then the provider, then the
// sent mark. The provider is the same client answering at once as the product's (lib/notifications.mjs).
// Every statement is a named prepared statement, as the product's are.
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

// Locks the batch's rows, reads each recipient's opt-out, then takes the advisory lock of every quota key
// the batch will count (in one order, so two batches never wait on each other in a circle).
const SMS_LOCK = `WITH batch AS (
    SELECT m.id, m.recipient, m.agency_id, m.body_text,
           EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone = m.recipient) AS opted_out
      FROM messages m WHERE m.id = ANY($1::uuid[]) AND m.status = 'queued' ORDER BY m.id FOR UPDATE),
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

/** SendSms's claim (opt-out, quotas) and provider call; resolves with the provider's id. */
function smsSender(pool) {
  const { SMS_DAILY_QUOTA_PER_NUMBER: perNumber, SMS_DAILY_QUOTA_PER_AGENCY: perAgency } = workersConfig();
  // Two claims in flight, as the product: one waits on the quota locks while the other commits.
  const claims = new GroupedCalls(
    async (ids) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query({ name: 'raw-sms-lock', text: SMS_LOCK, values: [ids] });
        const keysOf = (row) => [`number:${row.recipient}`, ...(row.agency_id ? [`agency:${row.agency_id}`] : [])];
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
          const [numberKey, agencyKey] = keysOf(row);
          const refused = row.opted_out
            ? 'opted out'
            : (usage.get(numberKey) ?? 0) >= perNumber
              ? 'number quota'
              : agencyKey && (usage.get(agencyKey) ?? 0) >= perAgency
                ? 'agency quota'
                : null;
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
