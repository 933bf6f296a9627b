import argon2 from 'argon2';
import { Client } from 'pg';
import { insertDemoCandidates } from './demo-candidates';
import { insertDemoLeads } from './demo-leads';
import { DEMO_AGENCIES, DEMO_OPS, DEMO_PASSWORD, DEMO_VISITOR } from './demo-data';
import { DEMO_LISTINGS } from './demo-listings';
import { insertDemoPhotos } from './demo-photos';
import type { Queryable } from '../database/queryable';
import { insertDemoRentalFile } from './demo-rental-file';
import type { FileStorage } from '../storage/file-storage';
import { insertDemoVisits } from './demo-visits';

export interface DemoLogin {
  label: string;
  email: string;
  password: string;
}

/**
 * Idempotent: a second `npm start` finds every row and changes nothing (see insertDemoVisits for the agenda).
 * With a storage (the api's), the demo listings get their photos too, and the demo visitor a rental file.
 */
export async function seedDemo(
  databaseUrl: string,
  now = new Date(),
  storage?: FileStorage,
): Promise<{ logins: DemoLogin[] }> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'creneau-seed' });
  await client.connect();
  try {
    const hash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
    await client.query('BEGIN');
    const logins: DemoLogin[] = [];
    await insertUser(client, { ...DEMO_OPS, authType: 'ops', hash });
    logins.push({ label: 'Ops staff (/pro)', email: DEMO_OPS.email, password: DEMO_PASSWORD });
    for (const agency of DEMO_AGENCIES) {
      const agencyId = await upsertAgency(client, agency);
      for (const agent of agency.agents) {
        await insertUser(client, { ...agent, authType: 'realtor', agencyId, hash });
        logins.push({
          label: `${agency.name}, ${agent.role === 'agency_admin' ? 'admin' : 'agent'} (/pro)`,
          email: agent.email,
          password: DEMO_PASSWORD,
        });
      }
    }
    for (const agency of DEMO_AGENCIES) await insertListings(client, agency.slug);
    await insertUser(client, { ...DEMO_VISITOR, authType: 'visitor', hash });
    logins.push({ label: 'Visitor (/visits)', email: DEMO_VISITOR.email, password: DEMO_PASSWORD });
    await insertDemoVisits(client, now);
    await insertDemoCandidates(
      client,
      DEMO_AGENCIES.map((agency) => agency.slug),
    );
    await insertDemoLeads(
      { query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows } as Queryable,
      client,
      DEMO_AGENCIES.map((agency) => agency.slug),
    );
    await client.query('COMMIT');
    // After the commit, one photo at a time (files, then row): a failure leaves the listing without
    // photos, to be completed at the next start, never a row without its files.
    if (storage) {
      const listings = Object.entries(DEMO_LISTINGS).flatMap(([agencySlug, ofAgency]) =>
        ofAgency.map(({ reference }) => ({ agencySlug, reference })),
      );
      await insertDemoPhotos(client, storage, listings);
      // Documents are files too: the demo visitor's rental file comes with a storage only.
      await insertDemoRentalFile(client, storage);
    }
    return { logins };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function upsertAgency(client: Client, agency: (typeof DEMO_AGENCIES)[number]): Promise<string> {
  await client.query(
    `INSERT INTO agencies (slug, name, country, time_zone, street, postal_code, city, phone, email, brand_color,
                           siren, siret, professional_card_number, bce_number, ipi_number, languages)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (slug) DO NOTHING`,
    [
      agency.slug,
      agency.name,
      agency.country,
      agency.timeZone,
      agency.street,
      agency.postalCode,
      agency.city,
      agency.phone,
      agency.email,
      agency.brandColor,
      agency.siren,
      agency.siret,
      agency.professionalCardNumber,
      agency.bceNumber,
      agency.ipiNumber,
      agency.languages,
    ],
  );
  const { rows } = await client.query<{ id: string }>('SELECT id FROM agencies WHERE slug = $1', [agency.slug]);
  return rows[0].id;
}

interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  authType: 'ops' | 'realtor' | 'visitor';
  hash: string;
  agencyId?: string;
  role?: string;
  slug?: string;
  language?: string;
}

async function insertUser(client: Client, user: SeedUser): Promise<void> {
  const exists = await client.query('SELECT 1 FROM users WHERE email = $1 AND auth_type = $2', [
    user.email,
    user.authType,
  ]);
  if (exists.rowCount) return;
  await client.query(
    `INSERT INTO users (auth_type, agency_id, role, email, password_hash, first_name, last_name, public_slug, language, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())`,
    [
      user.authType,
      user.agencyId ?? null,
      user.role ?? null,
      user.email,
      user.hash,
      user.firstName,
      user.lastName,
      user.slug ?? null,
      user.language ?? 'fr',
    ],
  );
}

async function insertListings(client: Client, agencySlug: keyof typeof DEMO_LISTINGS): Promise<void> {
  for (const { agent, ...listing } of DEMO_LISTINGS[agencySlug]) {
    const fields = { ...listing, status: 'active' } as Record<string, unknown>;
    const columns = Object.keys(fields).map((name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    const values = Object.values(fields).map((value) =>
      typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value,
    );
    await client.query(
      `INSERT INTO listings (agency_id, agent_id, country, ${columns.join(', ')})
       SELECT a.id, u.id, a.country, ${columns.map((_, i) => `$${i + 3}`).join(', ')}
         FROM agencies a LEFT JOIN users u ON u.public_slug = $2 AND u.agency_id = a.id
        WHERE a.slug = $1
       ON CONFLICT (agency_id, reference) DO NOTHING`,
      [agencySlug, agent, ...values],
    );
  }
}
