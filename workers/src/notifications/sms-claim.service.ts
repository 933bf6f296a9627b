import { ABANDONED_CLAIM, smsLength, toGsm7IfPossible } from '@creneau/contracts';
import { GroupedCalls } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';

export type SmsClaim =
  | { kind: 'claimed'; to: string; text: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'abandoned'; reason: string }
  | { kind: 'skipped' };

interface MessageRow {
  id: string;
  recipient: string;
  agency_id: string | null;
  body_text: string;
  status: string;
  opted_out: boolean;
}

/** What the claim writes to one message: sending (with its GSM-7 text), or failed with a reason. */
interface Decision {
  id: string;
  status: 'sending' | 'failed';
  text: string | null;
  segments: number | null;
  error: string | null;
}

const OPTED_OUT = 'opted out: the recipient answered STOP';

/**
 * Decides in one transaction whether SMS may go out (no opt-out, quotas not reached) and claims them
 * (queued -> sending), for all the jobs the worker runs at once (see GroupedCalls). The claim is
 * committed before the provider is called: a worker that dies after the provider accepted leaves the
 * row in 'sending', and the job's next run, finding it so, fails it with an unknown outcome instead of
 * sending it again.
 */
@Injectable()
export class SmsClaimService {
  private readonly claims = new GroupedCalls((ids: string[]) =>
    this.dataSource.transaction((manager) => this.claimAll(manager, ids)),
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  claim(messageId: string): Promise<SmsClaim> {
    return this.claims.call(messageId);
  }

  private async claimAll(manager: EntityManager, ids: string[]): Promise<SmsClaim[]> {
    const messages = await manager.query<MessageRow[]>(
      `SELECT m.id, m.recipient, m.agency_id, m.body_text, m.status,
              EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone = m.recipient) AS opted_out
         FROM messages m WHERE m.id = ANY($1::uuid[]) AND m.channel = 'sms' ORDER BY m.id FOR UPDATE OF m`,
      [ids],
    );
    const queued = messages.filter((message) => message.status === 'queued' && !message.opted_out);
    const usage = await this.lockAndCountUsage(manager, queued);
    const decisions = new Map<string, Decision>();
    // In the order the jobs came (rows come locked in id order), the batch's messages take quota in turn.
    const byId = new Map(messages.map((message) => [message.id, message]));
    for (const message of ids.flatMap((id) => byId.get(id) ?? [])) {
      if (decisions.has(message.id)) continue;
      if (message.status === 'sending') decisions.set(message.id, failed(message.id, ABANDONED_CLAIM));
      else if (message.status !== 'queued') continue;
      else if (message.opted_out) decisions.set(message.id, failed(message.id, OPTED_OUT));
      else decisions.set(message.id, this.takeQuota(message, usage));
    }
    await writeDecisions(manager, [...decisions.values()]);
    return ids.map((id) => {
      const decision = decisions.get(id);
      // Taken once: the same message twice in one batch is claimed by the first and skipped by the other.
      decisions.delete(id);
      if (!decision) return { kind: 'skipped' };
      if (decision.status === 'sending') return { kind: 'claimed', to: byId.get(id)!.recipient, text: decision.text! };
      return decision.error === ABANDONED_CLAIM
        ? { kind: 'abandoned', reason: ABANDONED_CLAIM }
        : { kind: 'refused', reason: decision.error! };
    });
  }

  /**
   * Counting and claiming are serialised per agency and per number, so concurrent workers cannot both
   * take the last unit of a quota. The locks are taken in one order (by key hash) by every claim, so two
   * batches never wait on each other in a circle. Then whatever went out or may have (claimed, accepted
   * by the provider) in the last 24 hours is counted, each count stopping at its quota: a claim costs
   * the same for an agency at 5 SMS as at 5,000.
   */
  private async lockAndCountUsage(manager: EntityManager, queued: MessageRow[]): Promise<Usage> {
    const numbers = [...new Set(queued.map((message) => message.recipient))];
    const agencies = [...new Set(queued.flatMap((message) => (message.agency_id ? [message.agency_id] : [])))];
    const usage: Usage = { byNumber: new Map(), byAgency: new Map() };
    if (queued.length === 0) return usage;
    const keys = [...agencies.map((id) => `sms-quota:agency:${id}`), ...numbers.map((n) => `sms-quota:number:${n}`)];
    await manager.query(
      `SELECT count(pg_advisory_xact_lock(h)) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($1::text[]) k ORDER BY 1) l`,
      [keys],
    );
    const rows = await manager.query<{ kind: 'number' | 'agency'; key: string; used: number }[]>(
      `SELECT 'number' AS kind, r AS key, (SELECT count(*) FROM (SELECT 1 FROM messages
                 WHERE channel = 'sms' AND recipient = r AND created_at > now() - interval '24 hours'
                   AND (status = 'sending' OR provider_id IS NOT NULL) LIMIT $3) n)::int AS used
         FROM unnest($1::text[]) r
       UNION ALL
       SELECT 'agency', a::text, (SELECT count(*) FROM (SELECT 1 FROM messages
                 WHERE channel = 'sms' AND agency_id = a AND created_at > now() - interval '24 hours'
                   AND (status = 'sending' OR provider_id IS NOT NULL) LIMIT $4) n)::int
         FROM unnest($2::uuid[]) a`,
      [numbers, agencies, this.config.SMS_DAILY_QUOTA_PER_NUMBER, this.config.SMS_DAILY_QUOTA_PER_AGENCY],
    );
    for (const row of rows) (row.kind === 'number' ? usage.byNumber : usage.byAgency).set(row.key, row.used);
    return usage;
  }

  /** One message takes its unit of both quotas, as if claimed alone after the ones before it. */
  private takeQuota(message: MessageRow, usage: Usage): Decision {
    const { SMS_DAILY_QUOTA_PER_NUMBER: perNumber, SMS_DAILY_QUOTA_PER_AGENCY: perAgency } = this.config;
    const toNumber = usage.byNumber.get(message.recipient) ?? 0;
    if (toNumber >= perNumber)
      return failed(message.id, `daily quota exceeded: ${perNumber} SMS per phone number in 24 hours`);
    const agency = message.agency_id ? (usage.byAgency.get(message.agency_id) ?? 0) : 0;
    if (message.agency_id && agency >= perAgency)
      return failed(message.id, `daily quota exceeded: ${perAgency} SMS per agency in 24 hours`);
    usage.byNumber.set(message.recipient, toNumber + 1);
    if (message.agency_id) usage.byAgency.set(message.agency_id, agency + 1);
    // What the handset receives, and what the log shows: GSM-7 when that saves segments.
    const text = toGsm7IfPossible(message.body_text);
    return { id: message.id, status: 'sending', text, segments: smsLength(text).segments, error: null };
  }
}

interface Usage {
  byNumber: Map<string, number>;
  byAgency: Map<string, number>;
}

function failed(id: string, error: string): Decision {
  return { id, status: 'failed', text: null, segments: null, error };
}

async function writeDecisions(manager: EntityManager, decisions: Decision[]): Promise<void> {
  if (decisions.length === 0) return;
  await manager.query(
    `UPDATE messages m
        SET status = d.status, attempts = m.attempts + CASE WHEN d.status = 'sending' THEN 1 ELSE 0 END,
            body_text = COALESCE(d.text, m.body_text), segments = COALESCE(d.segments, m.segments),
            error = d.error, updated_at = now()
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[]) AS d(id, status, text, segments, error)
      WHERE m.id = d.id`,
    [
      decisions.map((d) => d.id),
      decisions.map((d) => d.status),
      decisions.map((d) => d.text),
      decisions.map((d) => d.segments),
      decisions.map((d) => d.error),
    ],
  );
}
