import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@creneau/contracts';
import { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The language a page is served in: ?lang=, else the browser's first known language, else French. */
export function pageLanguage(lang: unknown, acceptLanguage: string | undefined): Language {
  if (typeof lang === 'string' && (LANGUAGES as readonly string[]).includes(lang)) return lang as Language;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((code) => (LANGUAGES as readonly string[]).includes(code));
  return (preferred as Language | undefined) ?? FALLBACK_LANGUAGE;
}

/** t() over the pages.json catalogues (titles, descriptions, the prerendered booking summary). */
export async function pageTranslator(localesDir: string): Promise<(language: Language) => TFunction> {
  const i18next = createInstance();
  const read = (language: Language) =>
    JSON.parse(readFileSync(join(localesDir, language, 'pages.json'), 'utf8')) as Record<string, unknown>;
  await i18next.init({
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { pages: read(language) }])),
    fallbackLng: FALLBACK_LANGUAGE,
    ns: ['pages'],
    defaultNS: 'pages',
    // The values are escaped once, where they enter the HTML.
    interpolation: { escapeValue: false },
  });
  return (language) => i18next.getFixedT(language);
}
