// P16: the back office's candidates list of an agency holding 100,000 candidates, filtered (one status)
// and sorted (newest first), one page of 25, through the real api (session cookie, Nest, validation, the
// list's two statements: the page with its listing and visit count, and the total react-admin pages by),
// against the bare indexed SQL the same answer needs over pg: the page's row and the total, each one
// statement on candidates_agency_status_idx. Closed loop, one request at a time; p99 against p99.
import argon2 from 'argon2';
import { withApi } from '../lib/api-process.mjs';
import { newClient } from '../lib/database.mjs';
import { request } from '../lib/http-client.mjs';
import { ms, ratio } from '../lib/format.mjs';
import { now, percentile } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';

const CANDIDATES = 100_000;
const LISTINGS = 200;
const CALLS_PER_TRIAL = 300;
const MAX_RATIO = 4;
const PASSWORD = 'Bench-Candidates-16';
const STATUS = 2;

/** One agency, 200 listings, 100,000 candidates over a year in every status, an agent to sign in as. */
async function agencyWith100kCandidates(client) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [{ id: agencyId }] = (
    await client.query(
      `INSERT INTO agencies (name, slug, country, time_zone) VALUES ($1::text, $1::citext, 'FR', 'Europe/Paris') RETURNING id`,
      [`p16-${suffix}`],
    )
  ).rows;
  const email = `p16-${suffix}@bench.test`;
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const [{ id: agentId }] = (
    await client.query(
      `INSERT INTO users (auth_type, agency_id, role, email, password_hash, first_name, last_name)
       VALUES ('realtor', $1, 'agent', $2, $3, 'Bench', 'Agent') RETURNING id`,
      [agencyId, email, hash],
    )
  ).rows;
  await client.query(
    `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, title)
     SELECT $1, $2, 'P16-' || i, 'rent', 'apartment', 'active', jsonb_build_object('fr', 'Appartement ' || i)
       FROM generate_series(1, $3) i`,
    [agencyId, agentId, LISTINGS],
  );
  await client.query(
    `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, phone, language, status,
                             refusal_reason, source, created_at, updated_at)
     SELECT $1, l.id, 'c' || i || '@p16.bench.test', 'Camille', 'Candidat ' || i, '+33612345678', 'fr', i % 8,
            CASE WHEN i % 8 = 2 THEN 'other' END, (ARRAY['booking_page', 'widget', 'manual'])[1 + i % 3],
            now() - make_interval(mins => i * 5), now()
       FROM generate_series(1, $2) i
       JOIN (SELECT id, row_number() OVER (ORDER BY reference) - 1 AS n FROM listings WHERE agency_id = $1) l
         ON l.n = i % $3`,
    [agencyId, CANDIDATES, LISTINGS],
  );
  await client.query('ANALYZE candidates');
  return { agencyId, email };
}

async function signIn(api, email) {
  const response = await request(`${api.baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, area: 'pro' }),
  });
  if (response.status !== 200) throw new Error(`P16 sign-in failed: ${response.status} ${response.text}`);
  return response;
}

/** The bare answer: the page and the total, each one statement over the status index. */
async function bareList(client, agencyId) {
  const page = await client.query({
    name: 'p16-page',
    text: `SELECT id, first_name, last_name, email, phone, listing_id, status, refusal_reason, source, verdict, created_at
             FROM candidates WHERE agency_id = $1 AND merged_into IS NULL AND status = ANY($2::smallint[])
            ORDER BY created_at DESC, id DESC LIMIT 25`,
    values: [agencyId, [STATUS]],
  });
  const total = await client.query({
    name: 'p16-total',
    text: `SELECT count(*)::int AS total FROM candidates
            WHERE agency_id = $1 AND merged_into IS NULL AND status = ANY($2::smallint[])`,
    values: [agencyId, [STATUS]],
  });
  return { rows: page.rows.length, total: total.rows[0].total };
}

async function p99Of(fn) {
  await fn(); // warm: plans cached, code compiled
  const durations = [];
  for (let i = 0; i < CALLS_PER_TRIAL; i += 1) {
    const started = now();
    await fn();
    durations.push(now() - started);
  }
  return { p50: percentile(durations, 50), p99: percentile(durations, 99) };
}

export default {
  id: 'P16',
  what: 'candidates list, 100,000 in an agency, filtered + sorted, one page',
  target: `HTTP p99 ≤ ${MAX_RATIO}× the bare indexed SQL`,
  async measure(ctx) {
    const client = newClient(ctx.database.url);
    await client.connect();
    try {
      const { agencyId, email } = await agencyWith100kCandidates(client);
      return await withApi(ctx, async (api) => {
        const login = await signIn(api, email);
        const cookie = []
          .concat(login.headers?.['set-cookie'] ?? [])
          .map((line) => line.split(';')[0])
          .join('; ');
        const url = `${api.baseUrl}/api/candidates?${new URLSearchParams({
          filter: JSON.stringify({ status: [STATUS] }),
          sort: JSON.stringify(['createdAt', 'DESC']),
          range: JSON.stringify([0, 24]),
        })}`;
        const call = async () => {
          const response = await request(url, { headers: { Cookie: cookie } });
          if (response.status !== 200) throw new Error(`P16 list answered ${response.status}: ${response.text}`);
          return response;
        };
        const bare = await bareList(client, agencyId);
        const answered = JSON.parse((await call()).text);
        if (answered.length !== bare.rows) throw new Error(`P16: ${answered.length} rows vs ${bare.rows} bare`);
        ctx.log(`P16: ${CANDIDATES} candidates, ${bare.total} with status ${STATUS}, a page of ${bare.rows}`);
        const { raw, product } = await interleave(
          ctx.config.BENCH_TRIALS,
          () => p99Of(() => bareList(client, agencyId)),
          () => p99Of(call),
        );
        const value = product.p99 / raw.p99;
        return {
          product: `HTTP p99 ${ms(product.p99)} (p50 ${ms(product.p50)})`,
          baseline: `SQL page + total p99 ${ms(raw.p99)} (p50 ${ms(raw.p50)})`,
          ratio: ratio(value),
          verdict: value <= MAX_RATIO ? 'meets' : 'misses',
        };
      });
    } finally {
      await client.end();
    }
  },
};
