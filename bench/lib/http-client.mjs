// The load generator's HTTP client. It shares the machine's cores with the api it measures, so it should
// cost as little as the raw side's pg driver does: node:http on kept-alive sockets spends about a third of
// the CPU per request that fetch (undici) does here (measured: ~100 µs against ~300 µs a request), CPU
// that otherwise the api under test would not get.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Sends one request and resolves with its status and body (text) once the answer is read whole. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const outgoing = http.request(
      url,
      { method, agent, headers: payload ? { ...headers, 'Content-Length': payload.length } : headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
