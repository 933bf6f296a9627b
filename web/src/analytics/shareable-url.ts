// Query parameters that carry a secret: magic-link, reset and invitation tokens, signatures, codes.
const SECRET_PARAM = /token|code|secret|key|sig|auth|password|hash/i;
// Routes whose path itself holds a token or a short code (routes.tsx): the segment after the prefix.
const SECRET_PATHS = [
  /^(\/c\/)[^/]+/,
  /^(\/rf\/)[^/]+/,
  /^(\/ultimmo\/)[^/]+/,
  /^(\/immoweb\/)[^/]+/,
  /^(\/vb\/)[^/]+/,
];

/**
 * The address of a page as it may leave it (audience measurement, error reports): without the query
 * parameters and path segments that carry tokens, nor the fragment. Anyone reading those services'
 * logs could otherwise sign in with a magic link or reset a password (issue 35).
 */
export function shareableUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) url.searchParams.delete(name);
  }
  for (const pattern of SECRET_PATHS) url.pathname = url.pathname.replace(pattern, '$1…');
  url.hash = '';
  return url.toString();
}

/** The referrer as it may leave the page: this site's own pages stripped like the page's address. */
export function shareableReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin === origin ? shareableUrl(referrer) : new URL(referrer).origin;
  } catch {
    return null;
  }
}
