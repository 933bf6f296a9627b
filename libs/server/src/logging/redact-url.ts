// A URL in a log line keeps its shape (which page, which API route) but never a secret: the path segments
// that are bearer tokens (an agent's calendar feed exposes candidates' names and phones; a short link
// confirms or cancels a visit) and every query value but a few harmless ones (tokens, search terms, filters).
export const REDACTED = '[redacted]';

/** Path prefixes whose following segment(s) are secrets, as many as the number says. */
const SECRET_SEGMENTS: ReadonlyArray<[prefix: string, count: number]> = [
  ['/api/public/calendar/', 1],
  ['/api/public/short-links/', 1],
  ['/c/', 1],
  ['/i/', 1],
  ['/rf/', 1],
  ['/vb/', 1],
  ['/v/', 1],
  ['/immoweb/', 1],
  ['/ultimmo/', 2],
];

/** Query parameters that say how a list is paged or a page is shown, never who or what was looked for. */
const SAFE_QUERY_KEYS = new Set(['sort', 'range', 'page', 'perPage', 'embed', 'lng', 'days', 'size', 'from', 'to']);

// A long run of hex or base64url with no word break: a token whatever the route (a slug has hyphens
// between short words; a UUID is an id, not a secret, and keeps its dashes).
const TOKEN_LIKE = /^(?=.*\d)[A-Za-z0-9_]{24,}(\.\w+)?$/;

function redactPath(path: string): string {
  for (const [prefix, count] of SECRET_SEGMENTS) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length).split('/');
    return prefix + rest.map((segment, index) => (index < count && segment ? REDACTED : segment)).join('/');
  }
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? REDACTED : segment))
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return equals < 0 || SAFE_QUERY_KEYS.has(key) ? pair : `${key}=${REDACTED}`;
    })
    .join('&');
}

/** The URL (path or absolute) as it may be logged: secret path segments and query values replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const hash = url.indexOf('#');
  const withoutHash = hash < 0 ? url : url.slice(0, hash);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i.exec(withoutHash)?.[0] ?? '';
  const rest = withoutHash.slice(origin.length);
  const question = rest.indexOf('?');
  const path = question < 0 ? rest : rest.slice(0, question);
  const query = question < 0 ? '' : `?${redactQuery(rest.slice(question + 1))}`;
  return `${origin}${redactPath(path)}${query}${hash < 0 ? '' : '#' + REDACTED}`;
}
