import { reminderJobId, type ReminderKind } from '@creneau/contracts';
import type { Pool } from 'pg';
import { createAgency, createUser, type AgencyRow, type UserRow } from '../../support/factories';
import { waitFor } from '../../support/processes';
import type { Stack } from '../../support/stack';
import { uniquePhone } from '../../support/twilio-peer';
import { bookPublic, contact, createBookableListing, offeredSlots, type OfferedSlot } from '../visits/visit-fixtures';

export interface MessageRow {
  id: string;
  channel: string;
  recipient: string;
  purpose: string;
  status: string;
  provider: string | null;
  error: string | null;
  body_text: string;
  attachments: { filename: string; content: string }[] | null;
}

// Without Twilio or SMTP credentials every message goes to the development outbox: 'sent' there.
export const DEV_SENT = { status: 'sent', provider: 'dev-outbox', error: null };

export async function messagesOf(pool: Pool, visitId: string): Promise<MessageRow[]> {
  const { rows } = await pool.query<MessageRow>(
    `SELECT id, channel, recipient, purpose, status, provider, error, body_text, attachments
       FROM messages WHERE visit_id = $1 ORDER BY created_at`,
    [visitId],
  );
  return rows;
}

export const purposes = (rows: MessageRow[]) => rows.map((row) => `${row.purpose}:${row.channel}`).sort();

/** The messages of one purpose once each has an outcome (sent, delivered or failed), at least `count` of them. */
export async function settledMessages(pool: Pool, visitId: string, purpose: string, count = 1): Promise<MessageRow[]> {
  return waitFor(async () => {
    const rows = (await messagesOf(pool, visitId)).filter((row) => row.purpose === purpose);
    const settled = rows.length >= count && rows.every((row) => ['sent', 'delivered', 'failed'].includes(row.status));
    return settled ? rows : null;
  }, `${count} ${purpose} message(s) of ${visitId} to be settled`);
}

/** Far enough that every reminder of the visit is still to come, whatever the hour of the run. */
export const DAYS_AHEAD = 3;

export const codeIn = (text: string) => /\/c\/([A-Za-z0-9]{10})/.exec(text)?.[1] ?? '';

export interface BookedVisit {
  agency: AgencyRow;
  agent: UserRow;
  agentPhone: string;
  phone: string;
  email: string;
  listingId: string;
  slot: OfferedSlot;
  visitId: string;
}

/**
 * A visit booked through the public API by a visitor with a phone number of their own, with an agent
 * who has one too: every test's SMS stay far below the daily quota per number.
 */
export async function bookVisit(
  stack: Stack,
  name: string,
  options: {
    agencyFields?: Record<string, unknown>;
    language?: 'fr' | 'nl' | 'en';
    role?: 'agent' | 'agency_admin';
  } = {},
): Promise<BookedVisit> {
  const agency = await createAgency(stack.db.pool);
  for (const [column, value] of Object.entries(options.agencyFields ?? {})) {
    await stack.db.pool.query(`UPDATE agencies SET ${column} = $2 WHERE id = $1`, [agency.id, value]);
  }
  const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id, role: options.role });
  const agentPhone = uniquePhone();
  await stack.db.pool.query(`UPDATE users SET phone = $2 WHERE id = $1`, [agent.id, agentPhone]);
  const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
  return { ...(await bookAnother(stack, listingId, name, options.language)), agency, agent, agentPhone, listingId };
}

/** Another visitor books the next free slot of the same listing. */
export async function bookAnother(stack: Stack, listingId: string, name: string, language?: 'fr' | 'nl' | 'en') {
  const [slot] = await offeredSlots(stack.baseUrl, listingId, DAYS_AHEAD);
  const phone = uniquePhone();
  const visitor = contact(name, { phone, ...(language ? { language } : {}) });
  const booked = await bookPublic(
    stack.baseUrl,
    listingId,
    { startsAt: slot.startsAt, contact: visitor },
    `rem-${name}-${phone.slice(1)}`,
  ).expect(201);
  return { phone, email: visitor.email, slot, visitId: booked.body.id as string };
}

export function reminderJob(stack: Stack, visitId: string, kind: ReminderKind) {
  return stack.queue('reminders').getJob(reminderJobId(visitId, kind));
}

export async function reminderJobs(stack: Stack, visitId: string) {
  const kinds = ['confirmation_request', 'reminder', 'deadline', 'interest'] as const;
  const jobs = await Promise.all(kinds.map((kind) => reminderJob(stack, visitId, kind)));
  return jobs.filter((job) => job !== undefined);
}

export async function pendingReminders(pool: Pool, visitId: string): Promise<string[]> {
  const { rows } = await pool.query<{ kind: string }>(
    `SELECT kind FROM visit_reminders WHERE visit_id = $1 AND done_at IS NULL ORDER BY kind`,
    [visitId],
  );
  return rows.map((row) => row.kind);
}

/** Runs a delayed reminder now, as if its time had come. */
export async function fire(stack: Stack, visitId: string, kind: ReminderKind): Promise<void> {
  const job = await waitFor(() => reminderJob(stack, visitId, kind), `the ${kind} job of ${visitId}`);
  await job.promote();
  // Done when finished, or gone: a reminder that cancels its visit takes its own job away with the others.
  await waitFor(async () => {
    const current = await reminderJob(stack, visitId, kind);
    return current === undefined || current.finishedOn !== undefined;
  }, `${kind} to run`);
}

export async function reminderOutcome(pool: Pool, visitId: string, kind: ReminderKind): Promise<string | null> {
  const { rows } = await pool.query<{ outcome: string | null }>(
    `SELECT outcome FROM visit_reminders WHERE visit_id = $1 AND kind = $2`,
    [visitId, kind],
  );
  return rows[0]?.outcome ?? null;
}

export async function visitStatus(pool: Pool, visitId: string): Promise<string> {
  const { rows } = await pool.query<{ status: string }>(`SELECT status FROM visits WHERE id = $1`, [visitId]);
  return rows[0].status;
}
