// P4: one agent's availability over 60 days holding 300 visits, across a change of the clocks. In process,
// the product's AvailabilityService (its queries through a DataSource that counts them, then its slot
// computation) against a bare loop over one query's rows (baselines/bare-availability.mjs), which must
// answer the very same slots; then the public endpoint of the real api at BENCH_AVAILABILITY_RATE req/s.
import { AvailabilityService } from '../../api/dist/agenda/availability.service.js';
import { bareAvailability, loadRows } from '../baselines/bare-availability.mjs';
import { withApi } from '../lib/api-process.mjs';
import { createBookableListings, fetchSlots } from '../lib/booking.mjs';
import { newClient } from '../lib/database.mjs';
import { request } from '../lib/http-client.mjs';
import { ms, ratio } from '../lib/format.mjs';
import { now, percentile, median, sleepUntil } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';

const DAY = 86_400_000;
const WINDOW_DAYS = 60;
const VISITS = 300;
const CALLS_PER_TRIAL = 40;
const MAX_RATIO = 4;
const MAX_AGENT_QUERIES = 1;
const MAX_HTTP_P99_MS = 25;
const ZONE = 'Europe/Paris';
const HORIZON_DAYS = 180;

const offsetAt = (instant) => {
  const text = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' }).format(instant);
  return text.slice(text.indexOf('GMT'));
};

/** 60 days around the next change of the clocks in Paris, inside the listing's 180-day horizon. */
function windowAcrossDst() {
  const today = Math.floor(Date.now() / DAY) * DAY;
  let change = today + 2 * DAY;
  while (offsetAt(change) === offsetAt(change + DAY)) change += DAY;
  const from = Math.max(today + 2 * DAY, change - (WINDOW_DAYS / 2) * DAY);
  const to = from + WINDOW_DAYS * DAY;
  if (to > Date.now() + (HORIZON_DAYS - 1) * DAY) throw new Error('no DST change inside the horizon');
  return { from, to };
}

/** The agent: one listing with a second one elsewhere in Paris (travel time between them), 300 visits. */
async function agentWith300Visits(ctx, api, window) {
  const dataSource = await ctx.dataSource();
  const { agencyId, listings } = await createBookableListings(dataSource, 1);
  const [listing] = listings;
  const [other] = await dataSource.query(
    `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, visit_horizon_days,
                           latitude, longitude)
     VALUES ($1, $2, 'B-other-' || substr(md5(random()::text), 1, 8), 'sale', 'house', 'active', 180, 48.8867, 2.3431)
     RETURNING id`,
    [agencyId, listing.agentId],
  );
  const offered = await fetchSlots(api.baseUrl, listing.id, window.from, window.to);
  if (offered.length < VISITS * 1.5) throw new Error(`only ${offered.length} slots offered in the window`);
  const picked = Array.from({ length: VISITS }, (_, i) => offered[Math.floor((i * offered.length) / VISITS)]);
  await dataSource.query(
    `WITH pick AS (
       SELECT i, (p ->> 'startsAt')::timestamptz AS starts_at, (p ->> 'endsAt')::timestamptz AS ends_at,
              CASE WHEN i % 2 = 0 THEN $3::uuid ELSE $4::uuid END AS listing_id
         FROM jsonb_array_elements($5::jsonb) WITH ORDINALITY AS t(p, i)),
     candidate AS (
       INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
       SELECT $1, 'p4-' || i || '-' || $3 || '@bench.test', 'Camille', i::text, '+33612345678', 'fr' FROM pick
       RETURNING id, last_name::int AS i),
     slot AS (
       INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
       SELECT $1, $2, listing_id, starts_at, ends_at, ends_at + interval '10 minutes', 1, 1 FROM pick
       RETURNING id, listing_id, starts_at, ends_at)
     INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
     SELECT $1, slot.id, $2, slot.listing_id, candidate.id, slot.starts_at, slot.ends_at, 'public'
       FROM slot JOIN pick ON pick.starts_at = slot.starts_at JOIN candidate ON candidate.i = pick.i`,
    [agencyId, listing.agentId, listing.id, other.id, JSON.stringify(picked)],
  );
  return { listingId: listing.id, agentId: listing.agentId };
}

/** The product's service on a DataSource whose manager counts the statements it sends. */
function countingService(dataSource, agentId) {
  const counts = { queries: 0, agentQueries: 0 };
  const manager = {
    query(sql, params = []) {
      counts.queries += 1;
      if (params.includes(agentId)) counts.agentQueries += 1;
      return dataSource.manager.query(sql, params);
    },
  };
  return { service: new AvailabilityService({ manager }), counts };
}

async function timeCalls(fn) {
  await fn(); // warm: plans cached, code compiled
  const durations = [];
  for (let i = 0; i < CALLS_PER_TRIAL; i += 1) {
    const started = now();
    await fn();
    durations.push(now() - started);
  }
  return { perCall: median(durations) };
}

/** Open loop: requests leave on schedule whether or not the earlier ones have answered. */
async function httpLatency(ctx, api, listingId, window) {
  const { BENCH_AVAILABILITY_RATE: perSecond, BENCH_AVAILABILITY_SECONDS: seconds } = ctx.config;
  const url = `${api.baseUrl}/api/public/listings/${listingId}/availability?${new URLSearchParams({
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
  })}`;
  const latencies = [];
  const failures = [];
  const inFlight = [];
  const started = now();
  for (let i = 0; i < perSecond * seconds; i += 1) {
    await sleepUntil(started + (i * 1000) / perSecond);
    const sent = now();
    inFlight.push(
      request(url).then((response) => {
        if (response.status === 200) latencies.push(now() - sent);
        else failures.push(response.status);
      }),
    );
  }
  await Promise.all(inFlight);
  if (failures.length > 0) throw new Error(`${failures.length} availability requests failed (${failures[0]})`);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export default {
  id: 'P4',
  what: 'availability, 60 days, 300 visits, DST',
  target: `≤ ${MAX_RATIO}× bare loop; ${MAX_AGENT_QUERIES} query/agent; HTTP p99 ≤ ${MAX_HTTP_P99_MS} ms`,
  async measure(ctx) {
    const dataSource = await ctx.dataSource();
    const window = windowAcrossDst();
    const client = newClient(ctx.database.url);
    await client.connect();
    try {
      return await withApi(ctx, async (api) => {
        const { listingId, agentId } = await agentWith300Visits(ctx, api, window);
        const { service, counts } = countingService(dataSource, agentId);
        const product = await service.forPublicListing(listingId, window);
        const perRequest = { ...counts };
        const bare = bareAvailability(
          await loadRows(client, listingId, window.from, window.to),
          window.from,
          window.to,
          Date.now(),
        );
        if (JSON.stringify(bare) !== JSON.stringify(product.slots)) {
          const at = bare.findIndex((slot, i) => JSON.stringify(slot) !== JSON.stringify(product.slots[i]));
          throw new Error(
            `the bare loop and the product disagree (${bare.length} vs ${product.slots.length} slots; first at ` +
              `${at}: ${JSON.stringify(bare[at])} vs ${JSON.stringify(product.slots[at])})`,
          );
        }
        ctx.log(`P4: ${product.slots.length} free slots, ${perRequest.queries} queries per request`);
        const { raw, product: timed } = await interleave(
          ctx.config.BENCH_TRIALS,
          () =>
            timeCalls(async () =>
              bareAvailability(
                await loadRows(client, listingId, window.from, window.to),
                window.from,
                window.to,
                Date.now(),
              ),
            ),
          () => timeCalls(() => service.forPublicListing(listingId, window)),
        );
        const http = await httpLatency(ctx, api, listingId, window);
        const value = timed.perCall / raw.perCall;
        const ok = value <= MAX_RATIO && perRequest.agentQueries <= MAX_AGENT_QUERIES && http.p99 <= MAX_HTTP_P99_MS;
        return {
          product:
            `${ms(timed.perCall)}; ${perRequest.queries} SQL (${perRequest.agentQueries} for the agent); ` +
            `HTTP p99 ${ms(http.p99)}`,
          baseline: `${ms(raw.perCall)} bare loop, 1 SQL`,
          ratio: ratio(value),
          verdict: ok ? 'meets' : 'misses',
        };
      });
    } finally {
      await client.end();
    }
  },
};
