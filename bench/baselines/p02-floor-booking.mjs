// The public booking as P2's floors do it, whatever serves the HTTP: the least any booking api does for it while
// keeping the product's rules, with none of the product's request path. Used by the bare node:http floor
// (p02-http-floor-process.mjs) and the Nest floor (p02-nest-floor-process.mjs), so the two differ only by what
// stands in front of this.
//  - the phone read in E.164 (libphonenumber-js, as the product stores it);
//  - the listing's context and an earlier booking with the Idempotency-Key: the product's statement
//    (bookingContextRow), sent as the api's pool sends it (a named prepared statement);
//  - the rate limits per address, e-mail and phone: the product's script in Redis (ioredis, EVALSHA);
//  - the booking transaction: the pg baseline's own function (bookingTransaction in baselines/sql-booking.mjs):
//    agenda lock, calendar, candidate, verdict, slot, visit, outbox row, each as the api's pool sends it.
// The statements are the product's own compiled SQL, as in the pg baseline: a floor leaves out the request
// path, not the work. Pool of 20 connections.
import { Redis } from 'ioredis';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import pg from 'pg';
import { PUBLISHED_STATUSES } from '../../api/dist/agenda/booking-context.js';
import { HIT_ALL_SCRIPT } from '../../api/dist/identity/abuse/rate-limit-scripts.js';
import { PreparingClient } from '../../libs/server/dist/database/prepared-statements.js';
import { bookingContextRow } from '../../libs/server/dist/visits/booking.queries.js';
import { bookingTransaction, managerOf } from './sql-booking.mjs';

/** The floors' booking on the environment's database and Redis: book() answers [status, body]; close() ends. */
export function openFloorBooking(env) {
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20, Client: PreparingClient });
  pool.on('error', () => undefined);
  const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  redis.defineCommand('hitAll', { lua: HIT_ALL_SCRIPT });
  // Under the run's prefix, so the bench's clean-up drops them with the rest (REDIS_PREFIX, from withFloor).
  const keyPrefix = `${env.REDIS_PREFIX ?? 'bench'}:p2f`;

  async function book(listingId, key, body, ip) {
    const start = Date.parse(body?.startsAt);
    const contact = body?.contact;
    if (!Number.isFinite(start) || typeof contact?.email !== 'string') return [400, { code: 'VALIDATION' }];
    const client = await pool.connect();
    try {
      const manager = managerOf(client);
      const context = await bookingContextRow(manager, listingId, { published: true }, PUBLISHED_STATUSES, key);
      if (!context) return [404, { code: 'NOT_FOUND' }];
      if (context.earlierId) return [200, { id: context.earlierId }];
      const phone = contact.phone ? parsePhoneNumberWithError(contact.phone, context.agencyCountry).number : null;
      const keys = [
        `${keyPrefix}:ip:${ip}`,
        `${keyPrefix}:email:${contact.email.toLowerCase()}`,
        ...(phone ? [`${keyPrefix}:phone:${phone}`] : []),
      ];
      const [exceeded] = await redis.hitAll(keys.length, ...keys, ...keys.flatMap(() => [1_000_000, 3600]));
      if (exceeded > 0) return [429, { code: 'RATE_LIMITED' }];
      const visit = await bookingTransaction(
        client,
        context,
        start,
        { ...contact, phone },
        {
          source: 'public',
          answers: {},
          idempotencyKey: key,
          requestHash: 'floor',
          contact: { firstName: contact.firstName, lastName: contact.lastName, phone, language: null },
        },
      );
      return [201, { id: visit.id, startsAt: visit.startsAt, endsAt: visit.endsAt, status: visit.status }];
    } finally {
      client.release();
    }
  }

  async function close() {
    redis.disconnect();
    await pool.end();
  }
  return { book, close };
}
