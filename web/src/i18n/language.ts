import { FALLBACK_LANGUAGE, WEEK_START, isLanguage, type Language } from '@creneau/contracts';

export interface LanguageHints {
  /** The `?lang=` query parameter. */
  query: string | null;
  /** `localStorage.lang`, written when the person picks a language. */
  stored: string | null;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  browser: readonly string[];
}

/** `fr-BE` → `fr`, `NL` → `nl`; anything unsupported → undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

export function pickLanguage({ query, stored, browser }: LanguageHints): Language {
  return toLanguage(query) ?? toLanguage(stored) ?? browser.map(toLanguage).find(Boolean) ?? FALLBACK_LANGUAGE;
}

/** 0 = Sunday, 1 = Monday, as `Date.getDay()`. */
export function weekStartOf(language: string): 0 | 1 {
  return WEEK_START[toLanguage(language) ?? FALLBACK_LANGUAGE];
}
