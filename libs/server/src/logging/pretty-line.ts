// The readable form of one log entry (LOG_FORMAT=pretty): what a person scans for in a terminal.
interface Entry {
  context?: unknown;
  req?: { id?: string | number; method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

/** Fields the pretty line already says (or nobody reads in a terminal): left out of its trailing details. */
export const PRETTY_IGNORED_FIELDS = 'pid,hostname,context,req,res,responseTime';

/** "NestApplication: message" for Nest's logs; "request completed GET /api/x → 200 in 12 ms (id)" for HTTP. */
export function prettyMessage(entry: Entry, messageKey: string): string {
  const context = typeof entry.context === 'string' ? `${entry.context}: ` : '';
  const message = entry[messageKey];
  const text = typeof message === 'string' ? message : JSON.stringify(message ?? '');
  const { req, res, responseTime } = entry;
  if (!req?.method) return `${context}${text}`;
  const time = responseTime === undefined ? '' : ` in ${responseTime} ms`;
  return `${context}${text} ${req.method} ${req.url ?? ''} → ${res?.statusCode ?? '-'}${time} (${req.id ?? '-'})`;
}
