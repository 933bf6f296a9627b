import { parentPort, workerData } from 'node:worker_threads';
import { renderVoucherPdf, type VoucherContent } from './voucher-pdf';

// Runs in a worker thread (renderOffThread): decoding the signature and laying out the PDF take tens of
// milliseconds of CPU that the API's event loop must not spend.
renderVoucherPdf(workerData as VoucherContent).then(
  (pdf) => parentPort?.postMessage({ pdf }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
