// Repeated trials, summarised by their median: on a shared 2-core machine one trial can be hit by a
// neighbour's burst; the median of three rarely is.
import { median } from './timer.mjs';

export async function repeat(times, fn) {
  const results = [];
  for (let i = 0; i < times; i += 1) results.push(await fn(i));
  return results;
}

/** The median of each numeric field across trials; other fields are taken from the first trial. */
export function medianOf(results) {
  const summary = { ...results[0], trials: results.length };
  for (const [key, value] of Object.entries(results[0])) {
    if (typeof value === 'number') summary[key] = median(results.map((result) => result[key]));
  }
  return summary;
}

/**
 * Raw and product trials alternate, and swap which goes first each time, so drift over the run (a warming
 * cache, a neighbour starting a build) falls on both sides of a ratio instead of one.
 */
export async function interleave(times, raw, product) {
  const results = { raw: [], product: [] };
  for (let i = 0; i < times; i += 1) {
    const order = i % 2 === 0 ? ['raw', 'product'] : ['product', 'raw'];
    for (const side of order) results[side].push(await (side === 'raw' ? raw(i) : product(i)));
  }
  return { raw: medianOf(results.raw), product: medianOf(results.product) };
}

/**
 * interleave() for more than two sides ({ name: trial }): each trial round starts one side later, so
 * every side runs first, in the middle and last as often as the number of trials allows.
 */
export async function interleaveSides(times, sides) {
  const names = Object.keys(sides);
  const results = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < times; i += 1) {
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(i + k) % names.length];
      results[name].push(await sides[name](i));
    }
  }
  return Object.fromEntries(names.map((name) => [name, medianOf(results[name])]));
}
