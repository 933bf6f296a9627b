import { S3Storage } from '@creneau/server';
import { startS3Peer } from '../../support/s3-peer';

// The product's client (aws4fetch) against the peer's own signer: a request either side signs differently
// is refused (403), so every assertion here is also a signature cross-check.
const key = { accessKeyId: 'ASIATEMPORARY', secretAccessKey: 'temporary-secret', region: 'fr-par', service: 's3' };
const sessionToken = 'FwoGZXIvYXdzEXAMPLESESSIONTOKEN//+=';

describe('S3 storage through a kept client', () => {
  let s3: Awaited<ReturnType<typeof startS3Peer>>;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3Peer(key, 'files', { sessionToken });
    storage = new S3Storage({ endpoint: s3.endpoint, bucket: 'files', ...key, sessionToken });
  });

  afterAll(async () => {
    await s3?.close();
  });

  it('signs with temporary credentials: their session token goes along, signed', async () => {
    await storage.put('docs/a/one.txt', Buffer.from('hello'), 'text/plain');
    expect(await storage.get('docs/a/one.txt')).toEqual({ data: Buffer.from('hello'), contentType: 'text/plain' });

    const withoutToken = new S3Storage({ endpoint: s3.endpoint, bucket: 'files', ...key });
    await expect(withoutToken.get('docs/a/one.txt')).rejects.toThrow('answered 403');
  });

  it('retries a 503 and gets through', async () => {
    s3.failNext(2);
    await storage.put('docs/b/retried.txt', Buffer.from('again'), 'text/plain');
    expect(s3.failures.answered).toBeGreaterThanOrEqual(2);
    expect(s3.objects.get('docs/b/retried.txt')?.data.toString()).toBe('again');
  });

  it('deletes every key under a prefix, past the 1,000 of one listing page', async () => {
    for (let i = 0; i < 1_203; i++) {
      s3.objects.set(`docs/many/${String(i).padStart(4, '0')}.txt`, {
        data: Buffer.from('x'),
        contentType: 'text/plain',
      });
    }
    s3.objects.set('docs/other/kept.txt', { data: Buffer.from('k'), contentType: 'text/plain' });

    await storage.deletePrefix('docs/many');

    expect([...s3.objects.keys()].filter((k) => k.startsWith('docs/many/'))).toEqual([]);
    expect(s3.objects.has('docs/other/kept.txt')).toBe(true);
  }, 120_000);
});
