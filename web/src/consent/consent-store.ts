import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '@creneau/browser';
import { CONSENT_KEY, CONSENT_VERSION, isServiceAllowed, parseConsent, type ServiceId } from './consent-record';

type Listener = () => void;

let choices: ServiceId[] | null | undefined;
let preferencesOpen = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Read once: a missing, invalid or outdated record is removed and the banner shows. */
function load(): ServiceId[] | null {
  if (choices !== undefined) return choices;
  const record = parseConsent(readStorage(CONSENT_KEY));
  if (!record) removeStorage(CONSENT_KEY);
  choices = record?.choices ?? null;
  return choices;
}

export function choose(next: ServiceId[]): void {
  choices = next;
  preferencesOpen = false;
  writeStorage(CONSENT_KEY, JSON.stringify({ version: CONSENT_VERSION, choices: next }));
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
