import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '@creneau/browser';
import type { ConsentTextVariant } from '@creneau/contracts';
import { choiceStillValid, forgetProof, recordProof } from './consent-proof';
import { CONSENT_KEY, CONSENT_VERSION, isServiceAllowed, parseConsent, type ServiceId } from './consent-record';

type Listener = () => void;

let choices: ServiceId[] | null | undefined;
let preferencesOpen = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Read once: a missing, invalid, outdated or six-month-old record is removed and the banner shows. */
function load(): ServiceId[] | null {
  if (choices !== undefined) return choices;
  let record = parseConsent(readStorage(CONSENT_KEY));
  if (record && !choiceStillValid()) record = null;
  if (!record) {
    removeStorage(CONSENT_KEY);
    forgetProof();
  }
  choices = record?.choices ?? null;
  return choices;
}

/** A choice, with the first screen the person saw (its proof on the server names that text). */
export function choose(next: ServiceId[], variant: ConsentTextVariant): void {
  choices = next;
  preferencesOpen = false;
  writeStorage(CONSENT_KEY, JSON.stringify({ version: CONSENT_VERSION, choices: next }));
  recordProof(next, variant);
  emit();
}

export function openPreferences(open: boolean): void {
  preferencesOpen = open;
  emit();
}

export function consentAllows(id: ServiceId): boolean {
  return isServiceAllowed(load(), id);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): { choices: ServiceId[] | null; preferencesOpen: boolean } {
  const current = useSyncExternalStore(subscribe, load, () => null);
  const open = useSyncExternalStore(
    subscribe,
    () => preferencesOpen,
    () => false,
  );
  return { choices: current, preferencesOpen: open };
}
