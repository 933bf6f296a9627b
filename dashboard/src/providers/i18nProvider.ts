import { catalogueOptions, rememberLanguage } from '@creneau/browser';
import { LANGUAGES, isLanguage, type Language } from '@creneau/contracts';
import { createInstance, type i18n, type InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider, Locale } from 'react-admin';
import { raResources } from '../i18n/ra-messages';

// Upper-case codes, as on the public site's switcher: short enough for a phone's app bar.
const availableLocales = LANGUAGES.map((locale) => ({ locale, name: locale.toUpperCase() }));

function i18nextOptions(language: Language): InitOptions<HttpBackendOptions> {
  return {
    ...catalogueOptions(),
    lng: language,
    ns: ['pro', 'global', 'enums'],
    defaultNS: 'pro',
    // react-admin asks for `ra.*` keys: they come bundled, after our catalogues so that pro.json can override them.
    fallbackNS: ['global', 'ra'],
    resources: raResources,
    partialBundledLanguages: true,
  };
}

// ra-i18n-i18next is typed against its own nested i18next 23; what it calls (init, t, changeLanguage,
// loadLanguages) behaves the same on our i18next 26, only the type declarations differ.
const getI18nextProvider = getI18nProvider as unknown as (
  instance: i18n,
  options: InitOptions<HttpBackendOptions>,
  locales: Locale[],
) => Promise<I18nProvider>;

/**
 * Resolves once the catalogues of `language` are loaded. getI18nProvider rather than the
 * useI18nextProvider hook: the app renders once, ready, and no second i18next copy is bundled.
 */
export async function createI18nProvider(language: Language): Promise<I18nProvider> {
  const i18next = createInstance().use(HttpBackend);
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  const provider = await getI18nextProvider(i18next, i18nextOptions(language), availableLocales);
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      if (isLanguage(locale)) rememberLanguage(locale);
      await provider.changeLocale(locale);
    },
  };
}
