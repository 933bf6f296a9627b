// Two builds of the api booking at the same time on this machine, for the CPU each spends a booking: a change's
// gain measured without the drift of a shared machine between trials, which moves P1/P2 by ±20 % (the two
// processes see the same neighbours, each round swaps which callers go to which). Not a figure of QUALITY.md.
//
//   cp -r api/dist api/dist-before     # before the change, built
//   npm run build:server               # after it
//   npx --yes node@24 bench/side-by-side.mjs api/dist-before
//
// Both builds share node_modules and libs/*/dist (the current ones): it compares changes to the api only.
// BENCH_CLIENTS callers (half on each), BENCH_SIDE_BY_SIDE_BOOKINGS a round (3,200), BENCH_TRIALS rounds.
import { startApi } from './lib/api-process.mjs';
import { bookPublic, createBookableListings, upcomingSlots } from './lib/booking.mjs';
import { loadBenchConfig } from './lib/config.mjs';
import { log, openBench } from './lib/context.mjs';
import { cpuMsOf } from './lib/node-process.mjs';

const before = process.argv[2];
if (!before) throw new Error('usage: node bench/side-by-side.mjs <the other build of api/dist, e.g. api/dist-before>');
const config = loadBenchConfig();
const clients = config.BENCH_CLIENTS;
const perClient = Math.ceil(Number(process.env.BENCH_SIDE_BY_SIDE_BOOKINGS ?? 3_200) / clients);
const ctx = await openBench(config);
const sides = [];
try {
  sides.push({ name: 'before', api: await startApi(ctx, {}, [], `${before.replace(/\/$/, '')}/main.js`) });
  sides.push({ name: 'now', api: await startApi(ctx, {}, []) });
  const ratios = [];
  for (let round = 0; round < config.BENCH_TRIALS; round++) {
    const { listings } = await createBookableListings(await ctx.dataSource(), clients);
    const slots = await Promise.all(listings.map((listing) => upcomingSlots(sides[0].api.baseUrl, listing.id)));
    const sideOf = (i) => sides[(i + round) % 2];
    const book = async (i, count) => {
      for (let k = 0; k < count; k++) {
        const status = await bookPublic(sideOf(i).api.baseUrl, listings[i].id, slots[i].shift().startsAt);
        if (status !== 201) throw new Error(`${sideOf(i).name} answered ${status}`);
      }
    };
    await Promise.all(listings.map((_, i) => book(i, 10))); // warm
    const cpuBefore = sides.map(({ api }) => cpuMsOf(api.pid));
    await Promise.all(listings.map((_, i) => book(i, perClient)));
    const bookings = (clients / 2) * perClient;
    const [was, is] = sides.map(({ api }, j) => ((cpuMsOf(api.pid) - cpuBefore[j]) / bookings) * 1000);
    ratios.push(is / was);
    log(`round ${round + 1}: before ${was.toFixed(0)} µs, now ${is.toFixed(0)} µs of the api's CPU a booking`);
  }
  ratios.sort((a, b) => a - b);
  process.stdout.write(`now / before, the api's CPU a booking: ${ratios.map((r) => r.toFixed(2)).join(', ')}\n`);
} finally {
  await Promise.all(sides.map(({ api }) => api.stop()));
  await ctx.close();
}
