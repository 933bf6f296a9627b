import { catalogueOptions, rememberLanguage } from '@creneau/browser';
import type { Language } from '@creneau/contracts';
import i18n from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, readLanguageHints } from './browser-language';
import { pickLanguage, toLanguage } from './language';

/**
 * `rendered`: the language the server rendered the page in, which the hydrating render must use; a
 * language chosen on this device (chosenLanguage) replaces it once the page has been taken over.
 */
export function initI18n(rendered?: Language): Promise<unknown> {
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...catalogueOptions(),
      lng: rendered ?? pickLanguage(readLanguageHints()),
      ns: ['global', 'web'],
      defaultNS: 'global',
    });
}

/** The language asked for by `?lang=` or chosen earlier on this device, if any. */
export function chosenLanguage(): Language | undefined {
  const { query, stored } = readLanguageHints();
  return toLanguage(query) ?? toLanguage(stored);
}

export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * A page about a person's own visit, opened from one of its messages, speaks the language they booked
 * in, unless they chose one here (`?lang=` or the stored choice, the spec's two sources). Not stored:
 * the visit's language is not a choice made on this device.
 */
export async function followLanguage(language: string): Promise<void> {
  const { query, stored } = readLanguageHints();
  const chosen = toLanguage(query) ?? toLanguage(stored);
  const wanted = toLanguage(language);
  if (chosen || !wanted || wanted === i18n.language) return;
  await i18n.changeLanguage(wanted);
}
