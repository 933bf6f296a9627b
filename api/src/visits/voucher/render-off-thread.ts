import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderVoucherPdf, type VoucherContent } from './voucher-pdf';

const WORKER = join(__dirname, 'voucher-render.worker.js');
// Past this, the render is abandoned: the signature was checked by its header, so only a hostile file
// that lies there could take this long.
const TIMEOUT_MS = 10_000;
// Memory a render may take: a PDF of one page with a signature of at most 2 megapixels needs far less.
const LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/**
 * The voucher PDF rendered in a worker thread, so a slow render never delays other requests. Where the
 * compiled worker is absent (unit specs under ts-jest) it renders in place.
 */
export function renderOffThread(content: VoucherContent): Promise<Buffer> {
  if (!existsSync(WORKER)) return renderVoucherPdf(content);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: content, resourceLimits: LIMITS });
    const timer = setTimeout(() => void worker.terminate(), TIMEOUT_MS);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    worker.once('message', (answer: { pdf?: Uint8Array; error?: string }) =>
      settle(() => (answer.pdf ? resolve(Buffer.from(answer.pdf)) : reject(new Error(answer.error)))),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`voucher render stopped (exit ${code})`))));
  });
}
