import type { Language } from '@creneau/contracts';
import { readStorage, writeStorage } from '../lib/safe-storage';
import type { LanguageHints } from './language';

const LANGUAGE_KEY = 'lang';
const DEBUG_KEY = 'i18n_debug';

export function readLanguageHints(): LanguageHints {
  return {
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: readStorage(LANGUAGE_KEY),
  };
}

export function rememberLanguage(language: Language): void {
  writeStorage(LANGUAGE_KEY, language);
}

export function isTranslationDebugOn(): boolean {
  return readStorage(DEBUG_KEY) === '1';
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
