import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers like reCAPTCHA's siteverify: the token "human" passes, anything else fails. */
export function fakeSiteVerify(): Promise<{ url: string; bodies: string[]; close(): void }> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      const token = new URLSearchParams(body).get('response');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(token === 'human' ? { success: true, score: 0.9 } : { success: false }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/siteverify`, bodies, close: () => server.close() });
    }),
  );
}
