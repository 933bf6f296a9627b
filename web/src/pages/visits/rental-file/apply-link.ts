/** Where "Apply with my file" leads: the file editor, told which listing to send it for. */
export const applyPath = (listingId: string) => `/visits/rental-file?apply=${encodeURIComponent(listingId)}`;

/**
 * Where the visitor area sends a visitor once signed in: back to the page that asked them to sign in,
 * only when it is a page of the visitor area itself (never another site, never `//host`).
 */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/visits/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

const REMEMBERED = 'creneau.visits.next';
const REMEMBER_MS = 60 * 60 * 1000;

/**
 * Keeps where to come back to across a magic link: the e-mailed link opens another tab without the
 * address's `next`. Only a visitor-area page, for an hour; strictly what the visitor asked for.
 */
export function rememberNext(next: string): void {
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify({ next, until: Date.now() + REMEMBER_MS }));
  } catch {
    // Storage refused (private mode): the visitor lands on their dashboard instead.
  }
}

/** The page remembered by `rememberNext`, once: reading it forgets it. */
export function takeRememberedNext(): string | null {
  try {
    const raw = localStorage.getItem(REMEMBERED);
    localStorage.removeItem(REMEMBERED);
    const saved = raw ? (JSON.parse(raw) as { next?: unknown; until?: unknown }) : null;
    if (!saved || typeof saved.next !== 'string' || typeof saved.until !== 'number' || saved.until < Date.now()) {
      return null;
    }
    return safeNext(saved.next);
  } catch {
    return null;
  }
}
