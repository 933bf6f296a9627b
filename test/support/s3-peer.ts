import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureV4, type SigningKey } from './sigv4';

const PAGE = 1000;

/**
 * An S3-compatible endpoint that keeps objects in memory and refuses any request whose SigV4 signature
 * it cannot reproduce with the shared secret, like a real S3 does. Its signer (./sigv4, checked against
 * AWS's documented example) is its own, independent of the product's client (aws4fetch): the two
 * cross-check. With a session token, requests must carry it, signed. Lists come 1,000 keys a page; a
 * number of 503s can be queued to answer the next requests.
 */
export async function startS3Peer(key: SigningKey, bucket: string, options: { sessionToken?: string } = {}) {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const failures = { next: 0, answered: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      // "Credential=…, SignedHeaders=…": AWS reads the parts with or without a space after each comma.
      const signed = String(req.headers.authorization ?? '').replace(/,\s+/g, ',');
      const names = /SignedHeaders=([^,]+)/.exec(signed)?.[1].split(';') ?? [];
      const headers = Object.fromEntries(names.map((name) => [name, String(req.headers[name] ?? '')]));
      const expected = signatureV4(
        { method: req.method ?? 'GET', url, headers, payloadHash: String(req.headers['x-amz-content-sha256']) },
        key,
        String(req.headers['x-amz-date']),
      );
      const payload = String(req.headers['x-amz-content-sha256']);
      const bodyHash = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
      if (payload !== 'UNSIGNED-PAYLOAD' && payload !== bodyHash) {
        return void res.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
      }
      if (signed !== expected) return void res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      if (options.sessionToken && headers['x-amz-security-token'] !== options.sessionToken) {
        return void res.writeHead(403).end('<Error><Code>InvalidToken</Code></Error>');
      }
      if (failures.next > 0) {
        failures.next -= 1;
        failures.answered += 1;
        return void res.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
      }
      const path = decodeURIComponent(url.pathname);
      if (!path.startsWith(`/${bucket}`)) return void res.writeHead(404).end();
      const objectKey = path.slice(bucket.length + 2);
      if (req.method === 'PUT') {
        objects.set(objectKey, { data: Buffer.concat(chunks), contentType: String(req.headers['content-type']) });
        return void res.writeHead(200).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(objectKey);
        return void res.writeHead(204).end();
      }
      if (url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get('continuation-token') ?? '0');
        const page = all.slice(start, start + PAGE).map((k) => `<Contents><Key>${k}</Key></Contents>`);
        const more = start + PAGE < all.length;
        const next = more ? `<NextContinuationToken>${start + PAGE}</NextContinuationToken>` : '';
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<ListBucketResult><IsTruncated>${more}</IsTruncated>${next}${page.join('')}</ListBucketResult>`);
      }
      const object = objects.get(objectKey);
      if (!object) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': object.contentType }).end(object.data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    /** The next `count` requests (signed correctly) answer 503 Slow Down. */
    failNext: (count: number) => (failures.next = count),
    failures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
