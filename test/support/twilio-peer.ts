import { smsLength } from '@creneau/contracts';
import { randomBytes, randomInt } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

/** What the next request gets instead of a 201: an error answer, or no answer at all. */
export type TwilioPeerBehaviour =
  | { kind: 'status'; status: number; code?: number; message?: string }
  /** Never answers and accepts nothing (the client times out). */
  | { kind: 'hang' }
  /** Accepts the message, then never answers: a worker killed now has sent it. */
  | { kind: 'accept-then-hang' }
  /** Accepts, calls the status callback with this status, and only then answers 201 (a callback that wins the race). */
  | { kind: 'callback-first'; status: string };

export interface PeerRequest {
  path: string;
  params: Record<string, string>;
  answered: number | 'none';
}

export interface AcceptedSms {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
  numSegments: number;
}

export interface TwilioPeer {
  /** TWILIO_API_BASE for the workers. */
  url: string;
  accountSid: string;
  authToken: string;
  requests: PeerRequest[];
  accepted: AcceptedSms[];
  /** The SIDs of the messages whose body was redacted (POST Messages/{sid}.json with an empty Body). */
  redacted: string[];
  /** Behaviours for the next requests to this number, in order; afterwards requests are accepted. */
  script(to: string, ...behaviours: TwilioPeerBehaviour[]): void;
  acceptedFor(to: string): AcceptedSms[];
  requestsFor(to: string): PeerRequest[];
  /** Calls the message's status callback as Twilio does: signed, to the URL the sender gave. */
  callback(sms: AcceptedSms, status: string, extra?: Record<string, string>): Promise<Response>;
  /** Stops listening (new connections are refused) until up(); nothing reaches the peer meanwhile. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An HTTP server answering like Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json),
 * reached through the twilio client's own RequestClient, scriptable per recipient, recording everything.
 */
export async function startTwilioPeer(): Promise<TwilioPeer> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const requests: PeerRequest[] = [];
  const accepted: AcceptedSms[] = [];
  const redacted: string[] = [];
  const scripts = new Map<string, TwilioPeerBehaviour[]>();
  const held = new Set<ServerResponse>();

  const answer = (res: ServerResponse, status: number, body: object, record: PeerRequest) => {
    record.answered = status;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const accept = (params: Record<string, string>): object => {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const numSegments = smsLength(params.Body ?? '').segments;
    accepted.push({
      sid,
      to: params.To,
      from: params.From,
      messagingServiceSid: params.MessagingServiceSid,
      body: params.Body ?? '',
      statusCallback: params.StatusCallback,
      numSegments,
    });
    const now = new Date().toUTCString();
    return {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: params.Body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: params.From ?? null,
      messaging_service_sid: params.MessagingServiceSid ?? null,
      num_media: '0',
      num_segments: String(numSegments),
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      to: params.To,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    };
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const params = Object.fromEntries(new URLSearchParams(raw));
    const record: PeerRequest = { path: req.url ?? '', params, answered: 'none' };
    requests.push(record);
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expectedAuth)
      return answer(res, 401, { code: 20003, message: 'Authenticate', status: 401 }, record);
    const update = new RegExp(`^/2010-04-01/Accounts/${accountSid}/Messages/(\\w+)\\.json$`).exec(req.url ?? '');
    if (req.method === 'POST' && update && params.Body === '') {
      redacted.push(update[1]);
      return answer(res, 200, { sid: update[1], account_sid: accountSid, body: '', status: 'delivered' }, record);
    }
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return answer(res, 404, { code: 20404, message: 'Not found', status: 404 }, record);
    const behaviour = scripts.get(params.To)?.shift();
    if (behaviour?.kind === 'hang') return held.add(res);
    if (behaviour?.kind === 'accept-then-hang') {
      accept(params);
      return held.add(res);
    }
    if (behaviour?.kind === 'callback-first') {
      const body = accept(params) as { sid: string };
      const callback = { MessageSid: body.sid, MessageStatus: behaviour.status, To: params.To };
      void postSigned(params.StatusCallback, callback, authToken).finally(() => answer(res, 201, body, record));
      return;
    }
    if (behaviour?.kind === 'status') {
      const body = {
        code: behaviour.code ?? behaviour.status,
        message: behaviour.message ?? 'scripted',
        status: behaviour.status,
      };
      return answer(res, behaviour.status, body, record);
    }
    answer(res, 201, accept(params), record);
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stopListening = async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    accepted,
    redacted,
    script: (to, ...behaviours) => scripts.set(to, [...(scripts.get(to) ?? []), ...behaviours]),
    acceptedFor: (to) => accepted.filter((sms) => sms.to === to),
    requestsFor: (to) => requests.filter((request) => request.params.To === to),
    callback: (sms, status, extra = {}) => {
      if (!sms.statusCallback) throw new Error(`no status callback for ${sms.sid}`);
      return postSigned(
        sms.statusCallback,
        { MessageSid: sms.sid, MessageStatus: status, To: sms.to, ...extra },
        authToken,
      );
    },
    down: stopListening,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: stopListening,
  };
}

/** A webhook call as Twilio makes it: form-encoded, signed with the auth token over the public URL. */
export async function postTwilioWebhook(
  publicUrl: string,
  hook: 'status' | 'inbound',
  params: Record<string, string>,
  authToken: string,
): Promise<Response> {
  return postSigned(`${publicUrl}/api/webhooks/twilio/${hook}`, params, authToken);
}

async function postSigned(url: string, params: Record<string, string>, authToken: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

/** A French mobile number of its own for one test; +33 61… is a mobile range (some of +33 69… are overseas). */
export function uniquePhone(): string {
  return `+3361${randomInt(1_000_000, 10_000_000)}`;
}
