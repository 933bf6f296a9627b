// P2's HTTP floor, a process of its own as the product's api is (the bench's HTTP client must not share its
// thread): the floors' booking (p02-floor-booking.mjs) over bare node:http, kept-alive sockets, the body read
// whole and parsed; no Nest, Express, validation pipe, logger or TypeORM. Started by figures/p01-booking-throughput.mjs,
// configured by its environment; prints "ready <port>" once it listens.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { openFloorBooking } from './p02-floor-booking.mjs';

const floor = openFloorBooking(process.env);
const ROUTE = /^\/api\/public\/listings\/([0-9a-f-]{36})\/visits$/;

function answer(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
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
    floor.book(listingId, key, body, request.socket.remoteAddress).then(
      ([status, payload]) => answer(response, status, payload),
      (error) => answer(response, 500, { code: 'ERROR', message: String(error?.message ?? error) }),
    );
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`ready ${server.address().port}\n`));
process.on('SIGTERM', () => {
  server.close();
  floor.close().then(() => process.exit(0));
});
