// P15's HTTP floor, a process of its own as the product's api is (the bench's HTTP client must not share
// its thread): the least any upload over HTTP must do for a 2 MB photo, written by hand with node:http,
// busboy (multer's parser, the product's) and pg, no product code, no session, no re-encode. Started by
// figures/p15-document-upload.mjs, configured by its environment; prints "ready" once it listens.
//  - POST /documents, multipart/form-data as the editor sends it ("kind", then the file in "document"),
//    busboy with the product's limits (one file of at most 20 MB, two fields), the file's chunks kept in
//    memory and joined once, as multer's memory storage does;
//  - the type by content (JPEG's magic bytes) and the pixel limit from the JPEG header (its SOF marker),
//    as the product reads them before decoding anything;
//  - SHA-256 of the bytes; written to local disk aside then renamed (a reader never sees half a file, as
//    the product's LocalDiskStorage); one INSERT over pg (a scratch table); 201 with a JSON body.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import busboy from 'busboy';
import pg from 'pg';

const env = process.env;
const ROOT = env.STORAGE_DIR;
const MAX_BYTES = 20 * 1024 * 1024;
const MAX_PIXELS = 50_000_000;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: Number(env.POOL_SIZE ?? 10) });

await pool.query(`CREATE TABLE IF NOT EXISTS p15h_documents (id uuid PRIMARY KEY, kind text NOT NULL,
  name text NOT NULL, storage_key text NOT NULL, sha256 text NOT NULL, size int NOT NULL, width int NOT NULL,
  height int NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);

/** Width and height from a JPEG's first SOF marker, walking the segments; null if there is none. */
function jpegSize(data) {
  let at = 2;
  while (at + 9 < data.length && data[at] === 0xff) {
    const marker = data[at + 1];
    const length = data.readUInt16BE(at + 2);
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC): height then width after the precision byte.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function answer(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

async function store(fields, file) {
  const data = Buffer.concat(file.chunks, file.size);
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) return [415, { code: 'TYPE' }];
  const size = jpegSize(data);
  if (!size || size.width * size.height > MAX_PIXELS || size.width === 0) return [400, { code: 'PIXELS' }];
  const sha256 = createHash('sha256').update(data).digest('hex');
  const id = randomUUID();
  const key = `p15h/${id.slice(0, 2)}/${id}.jpg`;
  const path = join(ROOT, key);
  await mkdir(join(ROOT, 'p15h', id.slice(0, 2)), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
  await pool.query(
    `INSERT INTO p15h_documents (id, kind, name, storage_key, sha256, size, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, fields.kind, file.name, key, sha256, data.length, size.width, size.height],
  );
  return [201, { id, kind: fields.kind, name: file.name, sha256, size: data.length, ...size }];
}

const server = http.createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/documents') return answer(response, 404, { code: 'NOT_FOUND' });
  let parser;
  try {
    parser = busboy({ headers: request.headers, limits: { fileSize: MAX_BYTES, files: 1, fields: 2 } });
  } catch {
    return answer(response, 400, { code: 'NOT_MULTIPART' });
  }
  const fields = {};
  let file = null;
  let refused = null;
  parser.on('field', (name, value) => (fields[name] = value));
  parser.on('file', (name, stream, info) => {
    if (name !== 'document') {
      stream.resume();
      return;
    }
    file = { name: info.filename, chunks: [], size: 0 };
    stream.on('data', (chunk) => {
      file.chunks.push(chunk);
      file.size += chunk.length;
    });
    stream.on('limit', () => (refused = [413, { code: 'TOO_LARGE' }]));
  });
  parser.on('error', () => answer(response, 400, { code: 'BAD_MULTIPART' }));
  parser.on('close', () => {
    if (refused) return answer(response, ...refused);
    if (!file || !fields.kind) return answer(response, 400, { code: 'VALIDATION_FAILED' });
    store(fields, file).then(
      ([status, body]) => answer(response, status, body),
      (error) => answer(response, 500, { code: 'INTERNAL', message: error.message }),
    );
  });
  request.pipe(parser);
});

await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
process.stdout.write(`ready ${server.address().port}\n`);
process.once('SIGTERM', () => {
  server.close(() => pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
