import {
  CONSENT_RENEWAL_DAYS,
  CONSENT_TEXT_DATE,
  type ConsentProofRequest,
  type ConsentTextVariant,
} from '@creneau/contracts';
import { readStorage, removeStorage, writeStorage } from '@creneau/browser';
import type { ServiceId } from './consent-record';

// Beside the spec's record (cookieConsent, whose shape stays {version, choices}): when the choice was made
// and the id of its proof on the server, so that the choice is asked again after six months.
export const PROOF_KEY = 'cookieConsentProof';
const DAY_MS = 86_400_000;

interface StoredProof {
  id: string | null;
  at: string;
}

function readProof(): StoredProof | null {
  try {
    const value = JSON.parse(readStorage(PROOF_KEY) ?? 'null') as Partial<StoredProof> | null;
    return typeof value?.at === 'string' && !Number.isNaN(Date.parse(value.at))
      ? { id: value.id ?? null, at: value.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a stored choice still holds: not when it is six months old. A choice stored before proofs
 * existed starts its six months now.
 */
export function choiceStillValid(now = Date.now()): boolean {
  const proof = readProof();
  if (!proof) {
    writeStorage(PROOF_KEY, JSON.stringify({ id: null, at: new Date(now).toISOString() }));
    return true;
  }
  return now - Date.parse(proof.at) < CONSENT_RENEWAL_DAYS * DAY_MS;
}

export function forgetProof(): void {
  removeStorage(PROOF_KEY);
}

/** Keeps the dated proof of a choice on the server (no personal data: a random id, the choices, the text). */
export function recordProof(choices: readonly ServiceId[], variant: ConsentTextVariant): void {
  const id = crypto.randomUUID();
  writeStorage(PROOF_KEY, JSON.stringify({ id, at: new Date().toISOString() }));
  const body: ConsentProofRequest = { id, choices: [...choices], textVersion: `${CONSENT_TEXT_DATE}:${variant}` };
  // The choice applies at once whatever the network does; a proof lost to a network failure is retried on
  // the next choice, never by blocking this one.
  void fetch('/api/public/consent-proofs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
