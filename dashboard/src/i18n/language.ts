import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@creneau/contracts';

// Same rules and storage keys as the public site (web/src/i18n): both apps share one origin and one choice.
const LANGUAGE_KEY = 'lang';
const DEBUG_KEY = 'i18n_debug';

function toLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** `?lang=`, else the language chosen before, else the browser's, else French. */
export function readPreferredLanguage(): Language {
  const query = new URLSearchParams(window.location.search).get('lang');
  const browser = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return (
    toLanguage(query) ??
    toLanguage(readStorage(LANGUAGE_KEY)) ??
    browser.map(toLanguage).find(Boolean) ??
    FALLBACK_LANGUAGE
  );
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

export function isTranslationDebugOn(): boolean {
  return readStorage(DEBUG_KEY) === '1';
}
