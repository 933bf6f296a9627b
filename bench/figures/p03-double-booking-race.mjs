// P3: double bookings under a race, through the api. First BENCH_RACE_TRIALS trials of 50 concurrent
// requests on one free slot (exactly one 201, the rest 409); then 200 callers booking 50 slots picked at
// random for BENCH_RACE_SECONDS (exactly one 201 per slot). The database is the judge: one live visit per
// slot and no two live slots of an agent overlapping, counted with SQL, whatever the answers said.
import { withApi } from '../lib/api-process.mjs';
import { bookPublic, createBookableListings, onePerDay, upcomingSlots } from '../lib/booking.mjs';
import { now } from '../lib/timer.mjs';

const RACERS = 50;
const CALLERS = 200;
const CONTESTED_SLOTS = 50;
const AGENTS = 6;

const countStatuses = (statuses) =>
  statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** Slots of different agents or days, none able to take another through buffer or travel time. */
async function freeSlots(ctx, api, count) {
  const { listings } = await createBookableListings(await ctx.dataSource(), AGENTS);
  const perListing = await Promise.all(
    listings.map(async (listing) =>
      onePerDay(await upcomingSlots(api.baseUrl, listing.id)).map((slot) => ({ listingId: listing.id, ...slot })),
    ),
  );
  const slots = perListing.flat();
  if (slots.length < count) throw new Error(`only ${slots.length} separate slots for ${count}`);
  return { listings, slots: slots.slice(0, count) };
}

async function concurrentTrials(api, slots) {
  let clean = 0;
  const problems = [];
  for (const slot of slots) {
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, () => bookPublic(api.baseUrl, slot.listingId, slot.startsAt)),
    );
    const counts = countStatuses(statuses);
    if (counts[201] === 1 && counts[409] === RACERS - 1) clean += 1;
    else problems.push(`${slot.startsAt}: ${JSON.stringify(counts)}`);
  }
  return { clean, problems };
}

async function sustainedRace(ctx, api, slots) {
  const successes = new Map(slots.map((slot) => [slot, 0]));
  const others = [];
  let refused = 0;
  const deadline = now() + ctx.config.BENCH_RACE_SECONDS * 1000;
  const caller = async () => {
    while (now() < deadline) {
      const slot = slots[Math.floor(Math.random() * slots.length)];
      const status = await bookPublic(api.baseUrl, slot.listingId, slot.startsAt);
      if (status === 201) successes.set(slot, successes.get(slot) + 1);
      else if (status === 409) refused += 1;
      else others.push(status);
    }
  };
  await Promise.all(Array.from({ length: CALLERS }, caller));
  const perSlot = [...successes.values()];
  return {
    exact: perSlot.filter((n) => n === 1).length,
    doubled: perSlot.filter((n) => n > 1).length,
    refused,
    others,
  };
}

/** What the database holds: slots with other than one live visit, and overlapping live slots or visits. */
async function databaseCheck(dataSource, listingIds) {
  const [row] = await dataSource.query(
    `SELECT
       (SELECT count(*)::int FROM visit_slots s WHERE s.listing_id = ANY($1) AND s.live
          AND (SELECT count(*) FROM visits v WHERE v.slot_id = s.id AND v.status <> 'cancelled') <> 1) AS "badSlots",
       (SELECT count(*)::int FROM visit_slots a JOIN visit_slots b
           ON a.agent_id = b.agent_id AND a.id < b.id AND a.live AND b.live
          AND tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)
        WHERE a.listing_id = ANY($1)) AS "overlappingSlots",
       (SELECT count(*)::int FROM visits a JOIN visits b
           ON a.agent_id = b.agent_id AND a.id < b.id AND a.status <> 'cancelled' AND b.status <> 'cancelled'
          AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
        WHERE a.listing_id = ANY($1)) AS "overlappingVisits"`,
    [listingIds],
  );
  return row;
}

export default {
  id: 'P3',
  what: 'double bookings under a race',
  target: '1 success per slot, 0 overlaps',
  async measure(ctx) {
    const trials = ctx.config.BENCH_RACE_TRIALS;
    const dataSource = await ctx.dataSource();
    const { concurrent, sustained, listingIds } = await withApi(ctx, async (api) => {
      const { listings, slots } = await freeSlots(ctx, api, trials + CONTESTED_SLOTS);
      ctx.log(`P3: ${trials} trials × ${RACERS} concurrent requests on one slot`);
      const concurrent = await concurrentTrials(api, slots.slice(0, trials));
      ctx.log(`P3: ${CALLERS} callers on ${CONTESTED_SLOTS} slots for ${ctx.config.BENCH_RACE_SECONDS} s`);
      const sustained = await sustainedRace(ctx, api, slots.slice(trials));
      // Answers other than 201/409 are the api's failures: its own log says why.
      if (concurrent.problems.length > 0 || sustained.others.length > 0) ctx.log(`P3 api log:\n${api.output()}`);
      return { concurrent, sustained, listingIds: listings.map((listing) => listing.id) };
    });
    const db = await databaseCheck(dataSource, listingIds);
    for (const problem of concurrent.problems.slice(0, 10)) ctx.log(`P3 trial not clean: ${problem}`);
    if (sustained.others.length > 0) {
      ctx.log(`P3 sustained race: other answers ${JSON.stringify(countStatuses(sustained.others))}`);
    }
    const ok =
      concurrent.clean === trials &&
      sustained.exact === CONTESTED_SLOTS &&
      sustained.others.length === 0 &&
      db.badSlots === 0 &&
      db.overlappingSlots === 0 &&
      db.overlappingVisits === 0;
    return {
      product:
        `${concurrent.clean}/${trials} races, ${sustained.exact}/${CONTESTED_SLOTS} slots won once; ` +
        `${db.overlappingSlots + db.overlappingVisits} overlaps, ${db.badSlots} slots ≠ 1 visit`,
      baseline: '—',
      verdict: ok ? 'meets' : 'misses',
    };
  },
};
