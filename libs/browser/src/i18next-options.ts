import { FALLBACK_LANGUAGE, LANGUAGES } from '@creneau/contracts';
import type { InitOptions } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { isTranslationDebugOn } from './language-storage';

/**
 * How the web and the back office load their catalogues from the API's /locales: each adds its
 * language, namespaces and (the back office) react-admin's bundled messages.
 */
export function catalogueOptions(): InitOptions<HttpBackendOptions> {
  return {
    supportedLngs: LANGUAGES,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    debug: isTranslationDebugOn(),
    maxParallelReads: 10,
    maxRetries: 5,
    // i18next doubles the delay on each retry: 350, 700, 1400… ms.
    retryTimeout: 350,
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false, maxReplaces: 1000 },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
  };
}
