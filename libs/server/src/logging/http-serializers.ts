import { redactUrl } from './redact-url';

// What a request or response says in a log line: which request (its id), what was asked (the method and the
// route, its secrets redacted by redactUrl) and from where, and how it was answered. Headers stay out: the
// request's would put the visitor's browser, languages and the page they came from in every line (none of
// it needed to follow a request; personal data kept to what the purpose needs), the response's are the
// same security headers on every line. Serializing both, redacted, was 3–4 % of the api's CPU a booking
// even when no request line is written (pino-http binds the request to each request's logger; bench
// side-by-side, 27 November).
interface RequestSummary {
  id?: unknown;
  method?: string;
  url?: string;
  originalUrl?: string;
  remoteAddress?: string;
}

interface ResponseSummary {
  statusCode?: number;
}

export function serializeRequest(req: RequestSummary): RequestSummary {
  return {
    id: req.id,
    method: req.method,
    url: redactUrl(req.originalUrl ?? req.url),
    remoteAddress: req.remoteAddress,
  };
}

export function serializeResponse(res: ResponseSummary): ResponseSummary {
  return { statusCode: res.statusCode };
}
