import http from 'node:http';

export interface EventStream {
  status: number;
  events: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the SSE stream (/api/realtime/stream) with a session cookie and collects the events it receives. */
export function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: string[] = [];
    const request = http.get(
      `${baseUrl}/api/realtime/stream`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) =>
          events.push(...chunk.split('\n\n').filter((block) => block.startsWith('event:'))),
        );
        const ended = new Promise<void>((done) => response.on('close', () => done()));
        resolve({ events, status: response.statusCode ?? 0, ended, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

/** Whether the promise settles within the time given: for "at once", well under the heartbeat. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => (timer = setTimeout(() => done(false), ms)));
  const settled = await Promise.race([promise.then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}
