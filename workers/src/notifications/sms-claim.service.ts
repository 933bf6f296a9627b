import {
  ABANDONED_CLAIM,
  smsLength,
  smsRefusal,
  toGsm7IfPossible,
  type PhoneCountry,
  type SmsRefusal,
} from '@creneau/contracts';
import { GroupedCalls, prepared } from '@creneau/server';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { QUOTA_HOUR, QUOTA_WINDOW_START, quotaKeys } from './sms-quota';
import { countRefusals, type RefusalReason } from './sms-refusals';

export type SmsClaim =
  | { kind: 'claimed'; to: string; text: string; from: string | null }
  | { kind: 'refused'; reason: string }
  | { kind: 'abandoned'; reason: string }
  | { kind: 'skipped' };

interface MessageRow {
  id: string;
  channel: string;
  recipient: string;
  agency_id: string | null;
  body_text: string;
  status: string;
  opted_out: boolean;
  /** The agency's own sender (a number, a name or a Messaging Service), else null: the install's. */
  sender: string | null;
  agency_country: PhoneCountry | null;
  sms_countries: string[] | null;
  /** Whether the agency has sent an SMS to this number before: strangers draw on a smaller pool. */
  known_number: boolean;
}

/** What the claim writes to one message: sending (with its GSM-7 text), or failed with a reason. */
interface Decision {
  id: string;
  status: 'sending' | 'failed';
  text: string | null;
  segments: number | null;
  error: string | null;
  /** The quota keys a claimed message takes a unit of. */
  keys: string[];
  /** Why it was refused, counted in sms_refusals; none for opt-outs and abandoned claims. */
  refusal?: RefusalReason;
}

const COUNT_USAGE = prepared(
  'sms-quota-usage',
  `SELECT key, sum(used)::int AS used FROM sms_quota_usage
    WHERE key = ANY($1::text[]) AND hour >= ${QUOTA_WINDOW_START} GROUP BY key`,
);
/**
 * Locks the batch's messages, then the quotas of those that may go out, in one round trip. Counting and
 * claiming are serialised per number and per agency, so concurrent workers cannot both take the last
 * unit of a quota; every claim takes these locks in one order (by key hash), so two batches never wait on
 * each other in a circle. The keys are quotaKeys' ('number:…', 'agency:…'), written here in SQL.
 * The channel is read from the rows, not put in the WHERE: there it matched the predicate of the partial
 * index messages_sms_agency_idx and, with the table's statistics behind an evening's inserts, the planner
 * read that whole index (72,000 entries, 2.5 ms) beside the primary key for a batch of 22 (bench P7).
 */
const LOCK_MESSAGES_AND_QUOTAS = prepared(
  'sms-lock-messages-and-quotas',
  `WITH batch AS (
     SELECT m.id, m.recipient, m.agency_id, m.body_text, m.status,
            EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone = m.recipient) AS opted_out,
            m.channel, a.country AS agency_country, a.sms_countries, a.sms_sender AS sender,
            EXISTS (SELECT 1 FROM messages p
                     WHERE p.channel = 'sms' AND p.recipient = m.recipient AND p.id <> m.id
                       AND p.agency_id IS NOT DISTINCT FROM m.agency_id
                       AND p.status IN ('sending', 'sent', 'delivered')) AS known_number
       FROM messages m LEFT JOIN agencies a ON a.id = m.agency_id
      WHERE m.id = ANY($1::uuid[]) ORDER BY m.id FOR UPDATE OF m),
   quotas AS (
     -- The sort needs every row of the batch, so all are locked before the first quota is.
     SELECT count(pg_advisory_xact_lock(h)) AS locked FROM (
       SELECT DISTINCT hashtext('sms-quota:' || k.key) AS h
         FROM batch, LATERAL (VALUES ('number:' || batch.recipient), ('agency:' || batch.agency_id::text)) AS k(key)
        WHERE batch.channel = 'sms' AND batch.status = 'queued' AND NOT batch.opted_out AND k.key IS NOT NULL
        ORDER BY 1) keys)
   SELECT batch.* FROM batch, quotas`,
);
const WRITE_DECISIONS = prepared(
  'sms-write-decisions',
  `WITH taken AS (
     INSERT INTO sms_quota_usage (key, hour, used)
     SELECT k, ${QUOTA_HOUR}, count(*) FROM unnest((SELECT $6::text[])) k GROUP BY k
     ON CONFLICT (key, hour) DO UPDATE SET used = sms_quota_usage.used + excluded.used)
   UPDATE messages m
      SET status = d.status, attempts = m.attempts + CASE WHEN d.status = 'sending' THEN 1 ELSE 0 END,
          body_text = COALESCE(d.text, m.body_text), segments = COALESCE(d.segments, m.segments),
          error = d.error, updated_at = now()
     FROM unnest((SELECT $1::uuid[]), (SELECT $2::text[]), (SELECT $3::text[]), (SELECT $4::int[]), (SELECT $5::text[]))
          AS d(id, status, text, segments, error)
    WHERE m.id = d.id`,
);

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
  // Two claims in flight: when both are for one agency (its evening's requests come together) the second
  // waits on the quota lock, but its transaction has begun and its rows are locked by the time the first
  // commits, so the claims' round trips overlap instead of queueing one after the other.
  private readonly claims = new GroupedCalls(
    (ids: string[]) => this.dataSource.transaction((manager) => this.claimAll(manager, ids)),
    { maxInFlight: 2 },
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  claim(messageId: string): Promise<SmsClaim> {
    return this.claims.call(messageId);
  }

  private async claimAll(manager: EntityManager, ids: string[]): Promise<SmsClaim[]> {
    // A message of another channel is not this claim's: skipped, as one gone.
    const messages = (await manager.query<MessageRow[]>(LOCK_MESSAGES_AND_QUOTAS, [ids])).filter(
      (message) => message.channel === 'sms',
    );
    const queued = messages.filter((message) => message.status === 'queued' && !message.opted_out);
    const usage = await this.countUsage(manager, queued);
    const decisions = new Map<string, Decision>();
    // In the order the jobs came (rows come locked in id order), the batch's messages take quota in turn.
    const byId = new Map(messages.map((message) => [message.id, message]));
    for (const message of ids.flatMap((id) => byId.get(id) ?? [])) {
      if (decisions.has(message.id)) continue;
      if (message.status === 'sending') decisions.set(message.id, failed(message.id, ABANDONED_CLAIM));
      else if (message.status !== 'queued') continue;
      else if (message.opted_out) decisions.set(message.id, failed(message.id, OPTED_OUT));
      else decisions.set(message.id, recipientRefused(message) ?? this.takeQuota(message, usage));
    }
    await writeDecisions(manager, [...decisions.values()]);
    const refused = [...decisions.values()].flatMap((d) =>
      d.refusal ? [{ agencyId: byId.get(d.id)!.agency_id, reason: d.refusal }] : [],
    );
    await countRefusals(manager, refused, this.config.SMS_REFUSALS_ALERT_THRESHOLD);
    return ids.map((id) => {
      const decision = decisions.get(id);
      // Taken once: the same message twice in one batch is claimed by the first and skipped by the other.
      decisions.delete(id);
      if (!decision) return { kind: 'skipped' };
      if (decision.status === 'sending') {
        const row = byId.get(id)!;
        return { kind: 'claimed', to: row.recipient, text: decision.text!, from: row.sender };
      }
      return decision.error === ABANDONED_CLAIM
        ? { kind: 'abandoned', reason: ABANDONED_CLAIM }
        : { kind: 'refused', reason: decision.error! };
    });
  }

  /**
   * The units each key took in the last day, from its hourly counts (sms_quota_usage): at most 25 rows
   * per key, whatever the quota. A statement of its own, after LOCK_MESSAGES_AND_QUOTAS: its snapshot is
   * taken once the quota locks are held, so it sees every unit taken before.
   */
  private async countUsage(manager: EntityManager, queued: MessageRow[]): Promise<Usage> {
    const usage: Usage = new Map();
    if (queued.length === 0) return usage;
    const rows = await manager.query<{ key: string; used: number }[]>(COUNT_USAGE, [
      [...new Set(queued.flatMap(quotaKeys))],
    ]);
    for (const row of rows) usage.set(row.key, row.used);
    return usage;
  }

  /** One message takes its unit of both quotas, as if claimed alone after the ones before it. */
  private takeQuota(message: MessageRow, usage: Usage): Decision {
    const { SMS_DAILY_QUOTA_PER_NUMBER: perNumber, SMS_DAILY_QUOTA_PER_AGENCY: perAgency } = this.config;
    const perNewNumbers = this.config.SMS_DAILY_QUOTA_NEW_NUMBERS_PER_AGENCY;
    const keys = quotaKeys(message);
    const [numberKey, agencyKey, newNumbersKey] = keys;
    const toNumber = usage.get(numberKey) ?? 0;
    if (toNumber >= perNumber)
      return failed(message.id, `daily quota exceeded: ${perNumber} SMS per phone number in 24 hours`, 'number_quota');
    const agency = agencyKey ? (usage.get(agencyKey) ?? 0) : 0;
    if (agencyKey && agency >= perAgency)
      return failed(message.id, `daily quota exceeded: ${perAgency} SMS per agency in 24 hours`, 'agency_quota');
    const toNewNumbers = newNumbersKey ? (usage.get(newNumbersKey) ?? 0) : 0;
    if (newNumbersKey && toNewNumbers >= perNewNumbers)
      return failed(
        message.id,
        `daily quota exceeded: ${perNewNumbers} SMS per agency to numbers it never wrote to, in 24 hours`,
        'new_numbers_quota',
      );
    usage.set(numberKey, toNumber + 1);
    if (agencyKey) usage.set(agencyKey, agency + 1);
    if (newNumbersKey) usage.set(newNumbersKey, toNewNumbers + 1);
    // What the handset receives, and what the log shows: GSM-7 when that saves segments.
    const text = toGsm7IfPossible(message.body_text);
    return {
      id: message.id,
      status: 'sending',
      text,
      segments: smsLength(text).segments,
      error: null,
      keys,
    };
  }
}

/** Units taken in the last day, by quota key. */
type Usage = Map<string, number>;

function failed(id: string, error: string, refusal?: RefusalReason): Decision {
  return { id, status: 'failed', text: null, segments: null, error, keys: [], refusal };
}

const RECIPIENT_REFUSALS: Record<SmsRefusal, string> = {
  invalid_number: 'refused recipient: not a valid phone number',
  not_mobile: 'refused recipient: not a mobile number (landline, premium-rate, shared-cost, VoIP…)',
  country_not_allowed: 'refused recipient: a country the agency does not send SMS to',
};

/**
 * The SMS-pumping gate: only mobiles of the countries the agency allows (its own, and those it listed),
 * never premium, shared-cost, satellite or other ranges that bill the sender. Checked at the claim, the
 * one door every SMS goes through, whoever queued it.
 */
function recipientRefused(message: MessageRow): Decision | null {
  const refusal = smsRefusal(message.recipient, message.agency_country ?? 'FR', message.sms_countries ?? []);
  return refusal ? failed(message.id, RECIPIENT_REFUSALS[refusal], refusal) : null;
}

/** The decisions and the units the claimed messages take, in one statement. */
async function writeDecisions(manager: EntityManager, decisions: Decision[]): Promise<void> {
  if (decisions.length === 0) return;
  await manager.query(WRITE_DECISIONS, [
    decisions.map((d) => d.id),
    decisions.map((d) => d.status),
    decisions.map((d) => d.text),
    decisions.map((d) => d.segments),
    decisions.map((d) => d.error),
    decisions.flatMap((d) => d.keys),
  ]);
}
