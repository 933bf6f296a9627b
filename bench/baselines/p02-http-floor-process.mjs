// P2's HTTP floor, a process of its own as the product's api is (the bench's HTTP client must not share its
// thread): the least any booking api over HTTP does for the public booking, keeping the product's rules, with
// none of the product's request path (no Nest, Express, validation pipe, logger or TypeORM). Started by
// figures/p02-http-floor.mjs, configured by its environment; prints "ready <port>" once it listens.
//  - POST /api/public/listings/:id/visits over node:http (kept-alive sockets), the body read whole and parsed;
//  - the phone read in E.164 (libphonenumber-js, as the product stores it);
//  - the listing's context and an earlier booking with the Idempotency-Key: the product's statement
//    (bookingContextRow), sent as the api's pool sends it (a named prepared statement);
//  - the rate limits per address, e-mail and phone: the product's script in Redis (ioredis, EVALSHA);
//  - the booking transaction: the pg baseline's own function (bookingTransaction in baselines/sql-booking.mjs):
//    agenda lock, calendar, candidate, verdict, slot, visit, outbox row; 201 with the visit as JSON.
// The statements are the product's own compiled SQL, as in the pg baseline: the floor leaves out the request
// path, not the work. Pool of 20 connections, the api's.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Redis } from 'ioredis';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import pg from 'pg';
import { PUBLISHED_STATUSES } from '../../api/dist/agenda/booking-context.js';
import { HIT_ALL_SCRIPT } from '../../api/dist/identity/abuse/rate-limit-scripts.js';
import { PreparingClient } from '../../libs/server/dist/database/prepared-statements.js';
import { bookingContextRow } from '../../libs/server/dist/visits/booking.queries.js';
import { bookingTransaction, managerOf } from './sql-booking.mjs';

const env = process.env;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20, Client: PreparingClient });
pool.on('error', () => undefined);
const redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
redis.on('error', () => undefined);
redis.defineCommand('hitAll', { lua: HIT_ALL_SCRIPT });
const ROUTE = /^\/api\/public\/listings\/([0-9a-f-]{36})\/visits$/;

function answer(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

async function book(listingId, key, body, ip) {
  const start = Date.parse(body.startsAt);
  const { contact } = body;
  if (!Number.isFinite(start) || typeof contact?.email !== 'string') return [400, { code: 'VALIDATION' }];
  const client = await pool.connect();
  try {
    const context = await bookingContextRow(managerOf(client), listingId, { published: true }, PUBLISHED_STATUSES, key);
    if (!context) return [404, { code: 'NOT_FOUND' }];
    if (context.earlierId) return [200, { id: context.earlierId }];
    const phone = contact.phone ? parsePhoneNumberWithError(contact.phone, context.agencyCountry).number : null;
    const keys = [`p2f:ip:${ip}`, `p2f:email:${contact.email.toLowerCase()}`, ...(phone ? [`p2f:phone:${phone}`] : [])];
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

const server = http.createServer({ keepAliveTimeout: 60_000 }, (request, response) => {
  const listingId = request.method === 'POST' ? ROUTE.exec(request.url)?.[1] : undefined;
  if (!listingId) return answer(response, 404, { code: 'NOT_FOUND' });
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString());
    } catch {
      return answer(response, 400, { code: 'BAD_JSON' });
    }
    const key = request.headers['idempotency-key'] ?? randomUUID();
    book(listingId, key, body, request.socket.remoteAddress).then(
      ([status, payload]) => answer(response, status, payload),
      (error) => answer(response, 500, { code: 'ERROR', message: String(error?.message ?? error) }),
    );
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`ready ${server.address().port}\n`));
process.on('SIGTERM', () => {
  server.close();
  redis.disconnect();
  pool.end().then(() => process.exit(0));
});
