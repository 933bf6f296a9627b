// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a front end's build, once, at build
// time, at the highest levels: the API then sends the copy the browser accepts (Accept-Encoding) without
// compressing anything per request. Usage: node scripts/precompress.mjs <dist directory>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this size the headers outweigh the saving.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: node scripts/precompress.mjs <dist directory>');
let count = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dist} (brotli and gzip)`);
