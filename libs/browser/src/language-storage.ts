import type { Language } from '@creneau/contracts';
import { readStorage, writeStorage } from './safe-storage';

// The public site and the back office share one origin, so one choice of language and one debug switch.
const LANGUAGE_KEY = 'lang';
const DEBUG_KEY = 'i18n_debug';

/** The language picked on this device before (`localStorage.lang`), unchecked. */
export const storedLanguage = (): string | null => readStorage(LANGUAGE_KEY);

export function rememberLanguage(language: Language): void {
  writeStorage(LANGUAGE_KEY, language);
}

export function isTranslationDebugOn(): boolean {
  return readStorage(DEBUG_KEY) === '1';
}
