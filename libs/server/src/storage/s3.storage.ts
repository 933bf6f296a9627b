import { AwsClient } from 'aws4fetch';
import { createHash } from 'node:crypto';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface S3Options {
  /** Any S3-compatible endpoint (AWS, Scaleway, OVHcloud, MinIO…); path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** With temporary credentials (AWS STS, an instance or task role): their session token. */
  sessionToken?: string;
}

// A 5xx or 429 is retried with exponential backoff and jitter (aws4fetch), a handful of times: an upload
// waits a few seconds at most before the request fails for the caller to retry.
const RETRIES = 4;
const FIRST_RETRY_MS = 100;
const TIMEOUT_MS = 15_000;

/** S3-compatible object storage, requests signed (SigV4) and retried by aws4fetch. */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      sessionToken: options.sessionToken,
      region: options.region,
      service: 's3',
      retries: RETRIES,
      initRetryMs: FIRST_RETRY_MS,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const response = await this.send('PUT', this.objectUrl(key), data, { 'content-type': contentType });
    if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    assertSafeKey(key);
    const response = await this.send('GET', this.objectUrl(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
    return {
      data: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    for (const key of await this.list(`${prefix}/`)) {
      const deleted = await this.send('DELETE', this.objectUrl(key));
      if (!deleted.ok && deleted.status !== 404) throw new Error(`S3 DELETE ${key} answered ${deleted.status}`);
    }
  }

  /** Every key under the prefix: S3 answers 1,000 at most per page, the rest behind a continuation token. */
  private async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(this.bucketUrl());
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const response = await this.send('GET', url);
      if (!response.ok) throw new Error(`S3 list ${prefix} answered ${response.status}`);
      const xml = await response.text();
      keys.push(...[...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => unescapeXml(match[1])));
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated
        ? unescapeXml(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
      if (truncated && !token) throw new Error(`S3 list ${prefix} is truncated without a continuation token`);
    } while (token);
    return keys;
  }

  private bucketUrl(): string {
    return `${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}`;
  }

  private objectUrl(key: string): URL {
    return new URL(`${this.bucketUrl()}/${key}`);
  }

  private send(method: string, url: URL, body?: Buffer, extra: Record<string, string> = {}): Promise<Response> {
    // The payload is signed too (aws4fetch leaves S3 payloads unsigned unless given their hash): S3 then
    // refuses a body changed on the way.
    const headers = {
      ...extra,
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    return this.client.fetch(url.toString(), { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
