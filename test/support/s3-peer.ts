import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureV4, type SigningKey } from '@creneau/server';

/**
 * An S3-compatible endpoint that keeps objects in memory and refuses any request whose SigV4
 * signature it cannot reproduce with the shared secret, like a real S3 does.
 */
export async function startS3Peer(key: SigningKey, bucket: string) {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const signed = String(req.headers.authorization ?? '');
      const names = /SignedHeaders=([^,]+)/.exec(signed)?.[1].split(';') ?? [];
      const headers = Object.fromEntries(names.map((name) => [name, String(req.headers[name] ?? '')]));
      const expected = signatureV4(
        { method: req.method ?? 'GET', url, headers, payloadHash: String(req.headers['x-amz-content-sha256']) },
        key,
        String(req.headers['x-amz-date']),
      );
      if (signed !== expected) return void res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
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
        const keys = [...objects.keys()]
          .filter((k) => k.startsWith(prefix))
          .map((k) => `<Contents><Key>${k}</Key></Contents>`);
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<ListBucketResult>${keys.join('')}</ListBucketResult>`);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
