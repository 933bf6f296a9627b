import { FALLBACK_LANGUAGE, WEEK_START, toLanguage, type Language } from '@creneau/contracts';

export interface LanguageHints {
  /** The `?lang=` query parameter. */
  query: string | null;
  /** `localStorage.lang`, written when the person picks a language. */
  stored: string | null;
}

export { toLanguage };

// The spec's two sources and nothing else (section 9): the browser's own languages are not read, so a
// Dutch-speaking visitor in Brussels sees French until they pick Dutch, as everyone else does.
export function pickLanguage({ query, stored }: LanguageHints): Language {
  return toLanguage(query) ?? toLanguage(stored) ?? FALLBACK_LANGUAGE;
}

/** 0 = Sunday, 1 = Monday, as `Date.getDay()`. */
export function weekStartOf(language: string): 0 | 1 {
  return WEEK_START[toLanguage(language) ?? FALLBACK_LANGUAGE];
}
