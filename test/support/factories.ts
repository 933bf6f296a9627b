import argon2 from 'argon2';
import type { Pool } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { uniqueSuffix } from './test-env';

export interface AgencyRow {
  id: string;
  slug: string;
  name: string;
}

export async function createAgency(
  pool: Pool,
  overrides: Partial<{ name: string; slug: string; country: 'FR' | 'BE' }> = {},
): Promise<AgencyRow> {
  const suffix = uniqueSuffix();
  const country = overrides.country ?? 'FR';
  const { rows } = await pool.query<AgencyRow>(
    `INSERT INTO agencies (name, slug, country, time_zone) VALUES ($1, $2, $3, $4) RETURNING id, slug, name`,
    [
      overrides.name ?? `Agence ${suffix}`,
      overrides.slug ?? `agence-${suffix}`,
      country,
      country === 'BE' ? 'Europe/Brussels' : 'Europe/Paris',
    ],
  );
  return rows[0];
}

export interface UserRow {
  id: string;
  email: string;
  password: string;
  agencyId: string | null;
}

export const TEST_PASSWORD = 'Correct-Horse-Battery-42';

// One hash for every test user: argon2id is slow on purpose and tests make many users.
let passwordHash: Promise<string> | undefined;

export async function createUser(
  pool: Pool,
  options: {
    authType: 'realtor' | 'visitor' | 'ops';
    agencyId?: string;
    role?: 'agency_admin' | 'agent';
    email?: string;
  },
): Promise<UserRow> {
  passwordHash ??= argon2.hash(TEST_PASSWORD, { type: argon2.argon2id });
  const email = options.email ?? `${options.authType}-${uniqueSuffix()}@example.test`;
  const isRealtor = options.authType === 'realtor';
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (auth_type, agency_id, role, email, password_hash, first_name, last_name)
     VALUES ($1, $2, $3, $4, $5, 'Test', 'User') RETURNING id`,
    [
      options.authType,
      isRealtor ? options.agencyId : null,
      isRealtor ? (options.role ?? 'agent') : null,
      email,
      await passwordHash,
    ],
  );
  return { id: rows[0].id, email, password: TEST_PASSWORD, agencyId: isRealtor ? (options.agencyId ?? null) : null };
}

export interface SignedIn {
  agent: TestAgent;
  csrf: string;
}

/** A supertest agent holding the session cookie, and the CSRF token to send on unsafe requests. */
export async function signIn(baseUrl: string, user: UserRow, area: 'pro' | 'visits' = 'pro'): Promise<SignedIn> {
  const agent = request.agent(baseUrl);
  const response = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password, area });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, csrf: response.body.csrfToken };
}

/**
 * Moves the hours without SMS to visitors, for every agency this test file's database holds or will hold, to
 * one minute twelve hours from now (Paris and Brussels share a clock): a file whose visitor messages are
 * asserted then runs the same at 23:00 as at noon. The night rule itself is tested with a window of its own.
 */
export async function visitorQuietHoursAwayFromNow(pool: Pool): Promise<void> {
  await pool.query(`DO $$
    DECLARE
      starts text := to_char((now() AT TIME ZONE 'Europe/Paris') + interval '12 hours', 'HH24:MI');
      ends text := to_char((now() AT TIME ZONE 'Europe/Paris') + interval '12 hours 1 minute', 'HH24:MI');
    BEGIN
      EXECUTE format('ALTER TABLE agencies ALTER COLUMN visitor_quiet_start SET DEFAULT %L,
                                           ALTER COLUMN visitor_quiet_end SET DEFAULT %L', starts, ends);
      UPDATE agencies SET visitor_quiet_start = starts::time, visitor_quiet_end = ends::time;
    END $$`);
}
