import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@creneau/contracts';
import { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** t() over the back office's own catalogues, as its app reads them (pro first, then global; enums by name). */
export async function homeTranslator(localesDir: string): Promise<(language: Language) => TFunction> {
  const i18next = createInstance();
  const read = (language: Language, ns: string) =>
    JSON.parse(readFileSync(join(localesDir, language, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  await i18next.init({
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { pro: read(language, 'pro'), global: read(language, 'global'), enums: read(language, 'enums') },
      ]),
    ),
    fallbackLng: FALLBACK_LANGUAGE,
    ns: ['pro', 'global', 'enums'],
    defaultNS: 'pro',
    fallbackNS: ['global'],
    // The values are escaped once, where they enter the HTML.
    interpolation: { escapeValue: false },
  });
  return (language) => i18next.getFixedT(language);
}
