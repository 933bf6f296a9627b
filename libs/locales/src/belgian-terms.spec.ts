import { allTexts, languages, prose } from './catalogue-files';

// A Belgian listing or agency reads the `_be` variant of a key (i18next's context, see legalContext in
// @creneau/contracts): wherever a French text names a term of French law or usage, the `_be` key must
// exist, and say it the Belgian way.
const FRENCH_TERMS =
  /\bDPE\b|carte professionnelle|dépôt de garantie|\bsous offre\b|\bSIREN\b|avis d’imposition|bulletins de salaire|téléphone mobile|\bGarantie Visale\b/i;

// Texts only a French agency or listing ever shows, each with the reason it needs no Belgian variant.
const FRENCH_ONLY: Record<string, string> = {
  'pro.json resources.agencies.fields.siren': 'the agency form shows SIREN/SIRET only when the country is France',
  'pro.json resources.agencies.fields.siret': 'idem',
  'pro.json resources.agencies.fields.professionalCardNumber': 'idem: a Belgian agency enters its IPI number',
  'web.json publicProfile.professionalCard': 'shown only for an agency that has a carte professionnelle',
  'web.json publicProfile.siren': 'shown only for an agency that has a SIREN',
  'messages.json voucher.company': 'voucher.company_be exists (BCE)',
};

// The French list of décret n° 2015-1437 (rentalDocumentKind without `be_`) is only offered for French
// listings: Belgian listings have their own kinds (`be_…`), worded the Belgian way.
const frenchOnly = (where: string): boolean =>
  Boolean(FRENCH_ONLY[where]) ||
  (where.startsWith('enums.json rentalDocumentKind.') && !where.startsWith('enums.json rentalDocumentKind.be_'));

describe('Belgian terms', () => {
  const texts = allTexts('fr');
  const keys = new Set(texts.map(({ where }) => where));

  it('has a `_be` key beside every French text that names a term of French law', () => {
    const missing = texts
      .filter(({ where, key, text }) => FRENCH_TERMS.test(prose(text)) && !key.endsWith('_be') && !frenchOnly(where))
      .filter(({ where }) => !keys.has(`${where}_be`))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it.each(languages)('says no French legal term in a Belgian (`_be`) text in %s', (language) => {
    const french = allTexts(language).filter(({ key, text }) => key.endsWith('_be') && FRENCH_TERMS.test(prose(text)));
    expect(french.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('gives a Belgian agent the IPI/BIV number, not a carte professionnelle, in footers and on the bon de visite', () => {
    const be = (language: string, where: string) => allTexts(language).find((text) => text.where === where)?.text;
    expect(be('fr', 'messages.json visit.legal.card_be')).toMatch(/IPI/);
    expect(be('nl', 'messages.json visit.legal.card_be')).toMatch(/BIV-nummer/);
    expect(be('fr', 'messages.json voucher.card_be')).toMatch(/IPI/);
    expect(be('nl', 'messages.json voucher.card_be')).toMatch(/BIV-nummer/);
    expect(be('nl', 'enums.json listingStatus.under_offer_be')).toBe('In optie');
    expect(be('fr', 'pro.json resources.listings.fields.deposit_be')).toBe('Garantie locative');
    expect(be('fr', 'pro.json resources.listings.fields.energyRating_be')).toBe('PEB');
    expect(be('nl', 'pro.json resources.listings.fields.energyRating_be')).toBe('EPC');
  });
});
