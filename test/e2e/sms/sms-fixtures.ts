import { createDataSource, queueSms } from '@creneau/server';
import type { DataSource } from 'typeorm';
import { waitFor } from '../../support/processes';
import type { Stack } from '../../support/stack';
import { startTwilioPeer, type TwilioPeer } from '../../support/twilio-peer';

export interface MessageRow {
  id: string;
  status: string;
  provider: string | null;
  provider_id: string | null;
  error: string | null;
  segments: number | null;
  attempts: number;
  body_text: string;
}

/** The stack's workers and api configured for Twilio, with the peer standing in for api.twilio.com. */
export async function twilioEnv(
  extra: Record<string, string> = {},
): Promise<{ peer: TwilioPeer; env: Record<string, string> }> {
  const peer = await startTwilioPeer();
  return {
    peer,
    env: {
      TWILIO_ACCOUNT_SID: peer.accountSid,
      TWILIO_AUTH_TOKEN: peer.authToken,
      TWILIO_FROM: 'Creneau',
      TWILIO_API_BASE: peer.url,
      TWILIO_TIMEOUT_MS: '1500',
      ...extra,
    },
  };
}

export async function connect(stack: Stack): Promise<DataSource> {
  return createDataSource({ url: stack.db.url, poolSize: 2 }).initialize();
}

/** What a reminder flow does: the SMS and its event in one transaction (queueSms). */
export async function queueTestSms(
  dataSource: DataSource,
  sms: { to: string; text?: string; agencyId?: string | null },
): Promise<string> {
  const id = await dataSource.transaction((manager) =>
    queueSms(manager, {
      purpose: 'visit_reminder',
      to: sms.to,
      language: 'fr',
      text: sms.text ?? 'Rappel : visite demain à 18 h.',
      agencyId: sms.agencyId ?? null,
    }),
  );
  if (!id) throw new Error('queueSms recorded nothing');
  return id;
}

export async function message(stack: Stack, id: string): Promise<MessageRow> {
  const { rows } = await stack.db.pool.query<MessageRow>(
    `SELECT id, status, provider, provider_id, error, segments, attempts, body_text FROM messages WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function settled(stack: Stack, id: string, status: string, timeoutMs = 30_000): Promise<MessageRow> {
  return waitFor(
    async () => {
      const row = await message(stack, id);
      return row.status === status ? row : null;
    },
    `message ${id} to be ${status}`,
    timeoutMs,
  );
}

/** The units a phone number has taken from its daily SMS quota, as the claim reads them. */
export async function quotaUnits(stack: Stack, to: string): Promise<number> {
  const { rows } = await stack.db.pool.query<{ used: number }>(
    `SELECT coalesce(sum(used), 0)::int AS used FROM sms_quota_usage WHERE key = $1`,
    [`number:${to}`],
  );
  return rows[0].used;
}
