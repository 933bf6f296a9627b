// One key per distinct booking request: a retry of the same request (a lost answer, a double tap) reuses
// it and gets the same visit back; a changed request gets a new one, or the API refuses the reused key.
let last: { request: string; key: string } | null = null;

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function idempotencyKeyFor(request: unknown): string {
  const serialized = JSON.stringify(request);
  if (last?.request !== serialized) last = { request: serialized, key: randomKey() };
  return last.key;
}
