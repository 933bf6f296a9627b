import { REDACTED, redactUrl } from './redact-url';

// What a request or response says in a log line. pino-http hands over its standard summary (id, method,
// url, query, params, headers…); the query and route parameters repeat the URL's secrets, so they go, and
// the headers that carry a secret or a page the person came from are redacted.
interface RequestSummary {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}

interface ResponseSummary {
  statusCode?: number;
  headers?: Record<string, unknown>;
}

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'x-csrf-token', 'set-cookie', 'proxy-authorization']);
const URL_HEADERS = new Set(['referer', 'referrer', 'location', 'origin-url', 'x-original-url']);

function redactHeaders(headers: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!headers) return headers;
  const safe: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (SECRET_HEADERS.has(key)) safe[name] = REDACTED;
    else if (URL_HEADERS.has(key)) safe[name] = typeof value === 'string' ? redactUrl(value) : REDACTED;
    else safe[name] = value;
  }
  return safe;
}

export function serializeRequest(req: RequestSummary): RequestSummary {
  return {
    id: req.id,
    method: req.method,
    url: redactUrl(req.originalUrl ?? req.url),
    headers: redactHeaders(req.headers),
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  };
}

export function serializeResponse(res: ResponseSummary): ResponseSummary {
  return { statusCode: res.statusCode, headers: redactHeaders(res.headers) };
}
