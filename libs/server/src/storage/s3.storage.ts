import { assertSafeKey, type FileStorage } from './file-storage';
import { sha256Hex, signatureV4, type SigningKey } from './sigv4';

export interface S3Options {
  /** Any S3-compatible endpoint (AWS, Scaleway, OVHcloud, MinIO…); path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3-compatible object storage with SigV4 over fetch: four calls do not need an SDK. */
export class S3Storage implements FileStorage {
  private readonly key: SigningKey;

  constructor(private readonly options: S3Options) {
    this.key = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    };
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
    const list = new URL(`${this.bucketUrl()}`);
    list.searchParams.set('list-type', '2');
    list.searchParams.set('prefix', `${prefix}/`);
    const response = await this.send('GET', list);
    if (!response.ok) throw new Error(`S3 list ${prefix} answered ${response.status}`);
    const keys = [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]);
    for (const key of keys) {
      const deleted = await this.send('DELETE', this.objectUrl(key));
      if (!deleted.ok && deleted.status !== 404) throw new Error(`S3 DELETE ${key} answered ${deleted.status}`);
    }
  }

  private bucketUrl(): string {
    return `${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}`;
  }

  private objectUrl(key: string): URL {
    return new URL(`${this.bucketUrl()}/${key}`);
  }

  private async send(method: string, url: URL, body?: Buffer, extra: Record<string, string> = {}): Promise<Response> {
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...extra,
    };
    headers.authorization = signatureV4({ method, url, headers, payloadHash }, this.key, amzDate);
    delete headers.host;
    return fetch(url, { method, headers, body, signal: AbortSignal.timeout(15_000) });
  }
}
