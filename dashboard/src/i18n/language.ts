import { storedLanguage } from '@creneau/browser';
import { FALLBACK_LANGUAGE, toLanguage, type Language } from '@creneau/contracts';

/** `?lang=`, else the language chosen before, else the browser's, else French. */
export function readPreferredLanguage(): Language {
  const query = new URLSearchParams(window.location.search).get('lang');
  const browser = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return (
    toLanguage(query) ?? toLanguage(storedLanguage()) ?? browser.map(toLanguage).find(Boolean) ?? FALLBACK_LANGUAGE
  );
}
