import { localStorageStore } from 'react-admin';
import type { Language } from '@creneau/contracts';

export const store = localStorageStore(undefined, 'CreneauPro');

/**
 * react-admin keeps its own copy of the locale in its store, which would win over `localStorage.lang`
 * (the choice shared with the public site) on the next visit: align it before the admin mounts.
 */
export function alignStoredLocale(language: Language): void {
  store.setItem('locale', language);
}
