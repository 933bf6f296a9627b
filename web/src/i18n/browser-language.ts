import { storedLanguage } from '@creneau/browser';
import type { LanguageHints } from './language';

export function readLanguageHints(): LanguageHints {
  return {
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: storedLanguage(),
  };
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
