import type { CatalogueLanguage } from './catalogue-files';

/**
 * The variants each language's glossary rules out (../README.md gives the words to use instead, and
 * ../../../../shared/WRITING.md the reasons). The catalogue spec fails on any of them, in every namespace
 * and, for Dutch, in react-admin's own messages too. Patterns run on the prose: placeholders and URLs
 * are taken out first, so {{candidate}} or a key name never counts.
 */
export interface Forbidden {
  pattern: RegExp;
  use: string;
}

export const FORBIDDEN: Record<CatalogueLanguage, readonly Forbidden[]> = {
  fr: [
    { pattern: /mandats? vendeurs?/i, use: 'contacts vendeurs (a mandat is signed, a lead is bought)' },
    { pattern: /\babsente?s?\b|\babsences?\s*:/i, use: 'non honorée (a visit); indisponible (an agent)' },
    { pattern: /\bmanquée?s?\b/i, use: 'non honorée' },
    { pattern: /\bfaute de\b/i, use: 'sans … de votre part (no blame)' },
    { pattern: /\bvous venez\s*\?/i, use: 'Confirmez-vous votre venue ?' },
  ],
  nl: [
    { pattern: /bezichtig/i, use: 'bezoek (titles: plaatsbezoek)' },
    { pattern: /\bonder bod\b/i, use: 'in optie' },
    { pattern: /\bconcept\b/i, use: 'ontwerp' },
    { pattern: /\bte kort dag\b/i, use: 'te vroeg' },
    { pattern: /energielabel/i, use: 'EPC' },
    { pattern: /24\/7/, use: '24 uur op 24' },
    { pattern: /\b(hallo|hoi)\b/i, use: 'Goedendag / Beste {{name}}' },
    { pattern: /sms['’]jes/i, use: "sms'en" },
    {
      pattern: /(?<!Economische )\bruimtes?\b|bezoekersruimte/i,
      use: 'account / Mijn bezoeken (ruimte is a calque of espace)',
    },
    { pattern: /voorstel(ling|len)|voorgesteld/i, use: 'kennismaking / tonen / laten bezoeken' },
    { pattern: /\bverspreiding/i, use: 'publicatie' },
    { pattern: /\bbedankt om\b/i, use: 'bedankt voor / dank u dat' },
    { pattern: /\bhet detail van\b/i, use: 'een overzicht van' },
    { pattern: /\bproject\b/i, use: 'plan / doel van de aankoop' },
    { pattern: /\bno-?shows?\b/i, use: 'niet opgedaagd' },
    { pattern: /\badvertentie/i, use: 'zoekertje' },
    { pattern: /\bborg\b/i, use: 'borgsteller (the person) / huurwaarborg (the money)' },
  ],
  en: [
    { pattern: /\bvisits?\b/i, use: 'viewing' },
    { pattern: /realtor/i, use: 'estate agent / agent' },
    { pattern: /\bcandidates?\b/i, use: 'applicant' },
    { pattern: /\bagenda\b/i, use: 'calendar' },
    { pattern: /rental files?\b/i, use: 'rental application' },
    { pattern: /free times?\b/i, use: 'slot' },
    { pattern: /\blog ?(in|out)\b/i, use: 'sign in / sign out' },
    { pattern: /\bvoucher\b/i, use: 'bon de visite' },
    { pattern: /evening before/i, use: 'the day before' },
    { pattern: /central heating|^central$/i, use: 'communal (shared boiler)' },
    { pattern: /\bhas moved\b/i, use: 'has been moved' },
    { pattern: /\b(warn|warned|warns)\b/i, use: 'notify / let you know' },
    { pattern: /\b(?!size|seize|prize|citizen)\w+iz(e|es|ed|ing|ation)\b/i, use: 'British -ise spelling' },
    { pattern: /\b(color|neighborhood|elevator|apartment)\b/i, use: 'colour, neighbourhood, lift, flat' },
  ],
};
