import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@creneau/contracts';
import { createInstance, type i18n, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LOCALES_DIR = resolve(__dirname, '../../../locales');
// enums: the labels a message shares with the screens (an agency's preset reason for cancelling).
const SERVER_NAMESPACES = ['global', 'messages', 'enums'] as const;

let instance: Promise<i18n> | undefined;

function readNamespace(language: Language, namespace: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(resolve(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

/** The same catalogues the browsers load, read from disk once, for e-mails and SMS. */
export async function serverTranslations(): Promise<i18n> {
  instance ??= (async () => {
    const i18next = createInstance();
    const resources = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(SERVER_NAMESPACES.map((ns) => [ns, readNamespace(language, ns)])),
      ]),
    );
    await i18next.init({
      resources,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...SERVER_NAMESPACES],
      defaultNS: 'messages',
      interpolation: { escapeValue: false, maxReplaces: 1000 },
    });
    return i18next;
  })();
  return instance;
}

/**
 * t() in one language. Not getFixedT: its t copies all of i18next's options into a new object on every
 * call (~9 µs against ~2 µs), and a reminder's e-mail and SMS make dozens of calls (bench P8).
 */
export async function translator(language: string): Promise<TFunction> {
  const i18next = await serverTranslations();
  const lng = LANGUAGES.includes(language as Language) ? language : FALLBACK_LANGUAGE;
  return ((key: string | string[], options?: Record<string, unknown>) =>
    i18next.t(key, { lng, ...options })) as TFunction;
}
