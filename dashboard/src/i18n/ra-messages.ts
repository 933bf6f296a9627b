import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { dutchMessages } from './ra-language-dutch';

/** react-admin's own messages as an i18next namespace `ra` per language (their keys all start with `ra.`). */
export const raResources = {
  fr: { ra: convertRaTranslationsToI18next(frenchMessages) },
  nl: { ra: convertRaTranslationsToI18next(dutchMessages) },
  en: { ra: convertRaTranslationsToI18next(englishMessages) },
};
