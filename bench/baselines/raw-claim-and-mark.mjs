// P7's floor: what any notification worker that keeps the issue's exactly-once rule must at least do per
// message, written by hand over pg with no product code: claim the queued row (queued → sending,
// committed before the provider would be called), then mark it sent. Batched as the product batches (the
// jobs a worker runs at once share one statement). When this floor is below P7's target on a machine, no
// handler that writes a durable claim can meet the target there. Both are named prepared statements, as
// the product's are: parsed and planned once per connection.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { GroupedCalls } from '@creneau/server';
import { drainMessages, insertQueuedEmails } from '../lib/notifications.mjs';

export async function trial(ctx) {
  const dataSource = await ctx.dataSource();
  const messageIds = await insertQueuedEmails(dataSource, ctx.config.BENCH_JOBS);
  const pool = new pg.Pool({ connectionString: ctx.database.url, max: 20 });
  try {
    const claims = new GroupedCalls(async (ids) => {
      const { rows } = await pool.query({
        name: 'raw-claim',
        text: `UPDATE messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
                WHERE id = ANY($1::uuid[]) AND status = 'queued' RETURNING id, recipient, subject, body_text`,
        values: [ids],
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    const sentMarks = new GroupedCalls(async (sent) => {
      await pool.query({
        name: 'raw-mark-sent',
        text: `UPDATE messages m SET status = 'sent', provider = 'raw', provider_id = s.provider_id, sent_at = now(),
                      updated_at = now()
                 FROM unnest($1::uuid[], $2::text[]) AS s(id, provider_id) WHERE m.id = s.id`,
        values: [sent.map((s) => s.id), sent.map((s) => s.providerId)],
      });
      return sent.map(() => undefined);
    });
    const processor = async (job) => {
      const { messageId } = job.data;
      if (!(await claims.call(messageId))) throw new Error(`message ${messageId} not claimed`);
      await sentMarks.call({ id: messageId, providerId: randomUUID() });
    };
    const throughput = await ctx.redis.withScope((scope) =>
      drainMessages(ctx, scope, 'SendEmail', messageIds, processor),
    );
    return { throughput };
  } finally {
    await pool.end();
  }
}
