import compression from 'compression';
import type { Handler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';

// Below about one network packet compressing saves nothing worth the CPU.
const THRESHOLD_BYTES = 1024;

/**
 * Compresses what the API writes per request (JSON, the pages' HTML) when the browser accepts it.
 * The live event stream says `Cache-Control: no-transform`, which the compressor honours: compressed, its
 * events would wait in the compressor's buffer.
 */
export function compressResponses(): Handler {
  return compression({ threshold: THRESHOLD_BYTES });
}

/**
 * A front end's built files, sent as the brotli or gzip copy written at build time (scripts/precompress.mjs)
 * when the browser accepts one, with `Vary: Accept-Encoding` for caches in between.
 */
export function precompressedFiles(dir: string, options: ServeStaticOptions): Handler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: options,
  });
}
