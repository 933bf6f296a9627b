export const LANGUAGES = ['fr', 'nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'fr';
export const I18N_NAMESPACES = ['global', 'web', 'pro', 'messages', 'legal', 'enums'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', nl: 'Nederlands', en: 'English' };

/** Monday for French and Dutch, Sunday for English (0 = Sunday). */
export const WEEK_START: Record<Language, 0 | 1> = { fr: 1, nl: 1, en: 0 };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `fr-BE` → `fr`, `NL` → `nl`; anything unsupported → undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

// The regional form of each interface language for Intl (dates, numbers): French of France, Dutch of
// Belgium, British English (day before month, 24-hour clock, as the agencies' customers write dates).
const INTL_LOCALES: Record<Language, string> = { fr: 'fr-FR', nl: 'nl-BE', en: 'en-GB' };

/** The Intl locale of a language ('nl', or a browser's 'nl-NL'); French when it is none of ours. */
export function intlLocale(language: string): string {
  const base = language.slice(0, 2);
  return isLanguage(base) ? INTL_LOCALES[base] : INTL_LOCALES[FALLBACK_LANGUAGE];
}

/**
 * i18next's `context` for the words the law makes national: a Belgian listing or agency reads the `_be`
 * variant of a key (garantie locative, PEB, n° IPI, GSM), everything else the French one. Pass a country
 * ('BE') or a region ('BE-BRU'): both start with the country code.
 */
export function legalContext(place: string | null | undefined): 'be' | undefined {
  return place?.startsWith('BE') ? 'be' : undefined;
}
