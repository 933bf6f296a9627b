import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAgency, createUser, signIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// Raw bytes as they travel: supertest and fetch would decompress them before the test could look.
function fetchRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

// What a built page loads: a hashed script, written as vite writes it, then precompressed by the build step.
const SCRIPT = `export const greeting = ${JSON.stringify('Bonjour '.repeat(2000))};\n`;

describe('assets and JSON travel compressed', () => {
  let stack: Stack;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'creneau-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body><div id="root"></div></body></html>`);
    execFileSync('node', [resolve(__dirname, '../../../scripts/precompress.mjs'), dist]);
    stack = await startStack({ workers: 0, env: { WEB_DIST: dist } });
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const asset = () => `${stack.baseUrl}/assets/index-Ab12Cd34.js`;

  it('sends a hashed asset as its brotli copy to a browser that accepts brotli, cached for a year', async () => {
    const response = await fetchRaw(asset(), { 'Accept-Encoding': 'gzip, deflate, br, zstd' });

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await fetchRaw(asset(), { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const plain = await fetchRaw(asset(), { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses a large JSON answer of the API, and leaves a small one as it is', async () => {
    const large = await fetchRaw(`${stack.baseUrl}/api/docs/openapi.json`, { 'Accept-Encoding': 'gzip' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(large.body).toString())).toHaveProperty('openapi');

    const small = await fetchRaw(`${stack.baseUrl}/api/auth/me`, { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the catalogues, and never the live event stream, whose events would wait in a buffer', async () => {
    const catalogue = await fetchRaw(`${stack.baseUrl}/locales/fr/pro.json`, { 'Accept-Encoding': 'gzip' });
    expect(catalogue.headers['content-encoding']).toBe('gzip');

    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { agent: session } = await signIn(stack.baseUrl, agent);
    const cookies = (await session.get('/api/auth/me')).request.cookies;
    const headers = await new Promise<IncomingHttpHeaders>((done, fail) => {
      const req = get(
        `${stack.baseUrl}/api/realtime/stream`,
        { headers: { 'Accept-Encoding': 'gzip', Cookie: cookies } },
        (res) => {
          done(res.headers);
          req.destroy();
        },
      );
      req.on('error', fail);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
