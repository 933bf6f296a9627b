import http from 'node:http';
import https from 'node:https';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';
import twilio from 'twilio';
import type { RequestOptions } from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response';
import { OutcomeUnknownError } from './delivery-errors';

// Sockets that reached the provider (TCP connected, and for HTTPS the TLS handshake done): only through
// one of these can a request have been read. A failure on any other never carried the request.
const carrying = new WeakSet<Socket>();

function track(socket: Duplex | null | undefined): Duplex | null | undefined {
  if (socket instanceof TLSSocket) socket.once('secureConnect', () => carrying.add(socket));
  else if (socket instanceof Socket) socket.once('connect', () => carrying.add(socket));
  return socket;
}

class TrackingHttpAgent extends http.Agent {
  override createConnection(
    ...args: Parameters<http.Agent['createConnection']>
  ): ReturnType<http.Agent['createConnection']> {
    return track(super.createConnection(...args));
  }
}

class TrackingHttpsAgent extends https.Agent {
  override createConnection(
    ...args: Parameters<https.Agent['createConnection']>
  ): ReturnType<https.Agent['createConnection']> {
    return track(super.createConnection(...args));
  }
}

/** A transport failure whose request never left this machine: sending again cannot make a duplicate. */
export class NotSentError extends Error {}

interface TransportFailure {
  message?: string;
  code?: string;
  request?: { socket?: unknown };
  response?: unknown;
}

/**
 * Sorts a failure of the HTTP call (no status from Twilio: those come back as answers): never
 * connected (refused, DNS, unreachable, connect timeout) is safe to retry; anything after the request
 * could have been read (a response timeout, a connection reset or hung up) has an unknown outcome.
 */
export function classifyTransportFailure(error: unknown): Error {
  const failure = (error ?? {}) as TransportFailure;
  const socket = failure.request?.socket;
  const reached = socket instanceof Socket && carrying.has(socket);
  const what = `${failure.code ?? 'error'}: ${failure.message ?? String(error)}`;
  if (!reached) return new NotSentError(`Twilio not reached (${what})`);
  return new OutcomeUnknownError(`no answer from Twilio after the request was sent (${what})`);
}

/**
 * Twilio's own RequestClient, with agents that know whether a request could have reached Twilio, and
 * sending every request to another origin when one is configured (a compatible gateway, the tests' peer).
 */
export class TwilioRequestClient extends twilio.RequestClient {
  constructor(
    private readonly apiBase: string | undefined,
    timeoutMs: number,
  ) {
    // The client's own 429 auto-retry stays off: BullMQ retries with backoff, visible to ops.
    super({ timeout: timeoutMs, autoRetry: false });
    const pool = { keepAlive: true, maxSockets: 20, maxFreeSockets: 5, timeout: timeoutMs };
    this.axios.defaults.httpAgent = new TrackingHttpAgent(pool);
    this.axios.defaults.httpsAgent = new TrackingHttpsAgent(pool);
  }

  override async request<TData>(opts: RequestOptions<TData>): Promise<Response<TData>> {
    try {
      return await super.request<TData>(this.apiBase ? { ...opts, uri: this.rebase(opts.uri) } : opts);
    } catch (error) {
      throw classifyTransportFailure(error);
    }
  }

  private rebase(uri: string): string {
    const original = new URL(uri);
    return new URL(`${original.pathname}${original.search}`, this.apiBase).toString();
  }
}
