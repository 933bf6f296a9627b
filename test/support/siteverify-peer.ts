import http from 'node:http';
import type { AddressInfo } from 'node:net';

// What Google signs into a token, written out: "human:<action>" was earned for that action on 127.0.0.1
// (the test stacks' host), "human:<action>@<hostname>" on another site; any other token is a robot's.
const TOKEN = /^human:([a-z_]+)(?:@(.+))?$/;

/** Answers like reCAPTCHA v3's siteverify: success, score, action and hostname, or error codes. */
export function fakeSiteVerify(): Promise<{ url: string; bodies: string[]; close(): void }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      const token = TOKEN.exec(new URLSearchParams(body).get('response') ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          token
            ? {
                success: true,
                score: 0.9,
                action: token[1],
                hostname: token[2] ?? '127.0.0.1',
                challenge_ts: new Date().toISOString(),
              }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/siteverify`, bodies, close: () => server.close() });
    }),
  );
}
