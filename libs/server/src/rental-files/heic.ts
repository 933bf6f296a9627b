import { Worker } from 'node:worker_threads';
import { DocumentRefusal } from './document-refusal';

type Answer =
  | { id: number; kind: 'decoded'; width: number; height: number; data: Uint8Array }
  | { id: number; kind: 'announced'; width: number; height: number }
  | { id: number; kind: 'unreadable' };

// libheif compiled to WebAssembly decodes synchronously: 1.5 to 3 s for a 12 MP photo on this project's
// machines. On the api's main thread that would stall every other request and the live streams meanwhile,
// so the decoder lives in one worker thread, started on the first HEIC. It parses the container, checks the
// primary image's announced size against the limit before decoding anything (answering `announced` when it
// is over), and hands the RGBA pixels back without copying them.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const decode = require(${JSON.stringify(require.resolve('heic-decode'))});
parentPort.on('message', async ({ id, data, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer: data });
    const primary = images[0];
    if (!primary) return parentPort.postMessage({ id, kind: 'unreadable' });
    const { width, height } = primary;
    if (width * height > maxPixels || width === 0 || height === 0) {
      return parentPort.postMessage({ id, kind: 'announced', width, height });
    }
    const pixels = (await primary.decode()).data;
    const out = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
    parentPort.postMessage({ id, kind: 'decoded', width, height, data: out }, [out.buffer]);
  } catch {
    parentPort.postMessage({ id, kind: 'unreadable' });
  } finally {
    images?.dispose();
  }
});
`;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();

function decoder(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  // An idle decoder does not keep a process (a test, a script) alive.
  started.unref();
  started.on('message', (answer: Answer) => {
    pending.get(answer.id)?.resolve(answer);
    pending.delete(answer.id);
  });
  // A decoder that died (out of memory on a hostile file) fails what it held; the next HEIC starts another.
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the HEIC decoder exited with ${code}`)));
  worker = started;
  return started;
}

const unreadable = () => new DocumentRefusal('DOCUMENT_HEIC_NOT_SUPPORTED', 'This HEIC photo cannot be decoded');

/**
 * A phone photo in HEIC (HEVC-coded HEIF) decoded to raw RGBA. sharp's prebuilt libvips reads AVIF only
 * (the HEVC patents keep its decoder out), so this goes through libheif compiled to WebAssembly
 * (heic-decode over libheif-js, LGPL-3.0 with libde265), in a worker thread. `checkPixels` refuses the
 * primary image's announced size before anything is decoded; libheif applies the container's rotation and
 * mirroring, so the pixels come out upright.
 */
export async function decodeHeic(
  data: Buffer,
  maxPixels: number,
  checkPixels: (width: number, height: number) => void,
): Promise<{ data: Buffer; width: number; height: number }> {
  const id = (nextId += 1);
  const answer = await new Promise<Answer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    decoder().ref();
    decoder().postMessage({ id, data, maxPixels });
  })
    .catch(() => ({ id, kind: 'unreadable' }) as const)
    .finally(() => {
      if (pending.size === 0) worker?.unref();
    });
  if (answer.kind === 'unreadable') throw unreadable();
  checkPixels(answer.width, answer.height);
  if (answer.kind !== 'decoded') throw unreadable();
  return {
    data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength),
    width: answer.width,
    height: answer.height,
  };
}
