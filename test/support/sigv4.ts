import { createHash, createHmac } from 'node:crypto';

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

// RFC 3986 encoding as S3 expects it: every byte but unreserved characters, slashes kept in paths.
const encode = (value: string, keepSlash = false): string =>
  encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(keepSlash ? /%2F/g : /$^/g, '/');

/** AWS Signature Version 4: the Authorization header of a request, as S3 and its compatibles check it. */
export function signatureV4(request: RequestToSign, key: SigningKey, amzDate: string): string {
  const date = amzDate.slice(0, 8);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    encode(decodeURIComponent(request.url.pathname), true),
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${date}/${key.region}/${key.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, date), key.region), key.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
