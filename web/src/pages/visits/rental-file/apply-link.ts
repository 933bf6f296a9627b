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
