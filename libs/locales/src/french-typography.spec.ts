import { allTexts, prose } from './catalogue-files';

// French punctuation never wraps alone onto a new line on a phone: a narrow no-break space (U+202F)
// before ; ? !, a no-break space (U+00A0) before : and inside « », and between a number and its unit.
// Times (17:30), URLs and {{placeholders}} are not punctuation: prose() takes the latter two out.
const UNITS = 'h|min|j|€|m²|%|km|mois|jours?|heures?|minutes?|ans|caractères|pièces?|chambres?';

const RULES: { rule: string; wrong: RegExp }[] = [
  { rule: 'U+202F before ; ? !', wrong: /(?:[^\u202f]|^)[;?!]/ },
  { rule: 'U+00A0 before :', wrong: /[ \u202f]:|[A-Za-zÀ-ÿœ»)§]:(?=\s|$)/ },
  { rule: 'U+00A0 inside « »', wrong: /«(?!\u00a0)|(?<!\u00a0)»/ },
  { rule: 'U+00A0 between a number and its unit', wrong: new RegExp(`(?:\\d|§) (?:${UNITS})(?![\\wÀ-ÿ])`) },
  { rule: 'U+202F between groups of thousands', wrong: /\d[ \u00a0]\d{3}(?!\d)/ },
  { rule: 'one apostrophe (’)', wrong: /'/ },
  { rule: '… as one character', wrong: /\.\.\./ },
  { rule: 'one space at a time (no doubled no-break space)', wrong: /[ \u00a0\u202f]{2,}/ },
];

describe('French typography', () => {
  const texts = allTexts('fr');

  it.each(RULES)('keeps the rule "$rule" in every French text', ({ rule, wrong }) => {
    const offenders = texts.filter(({ text }) => wrong.test(prose(text))).map(({ where, text }) => `${where}: ${text}`);
    expect({ rule, offenders }).toEqual({ rule, offenders: [] });
  });

  it('reads a time, a URL and a placeholder as no punctuation', () => {
    const fine = 'Visite à 17:30, voir https://creneau.example/c/abc?x=1 : {{link}}';
    expect(RULES.filter(({ wrong }) => wrong.test(prose(fine.replace(' :', '\u00a0:'))))).toEqual([]);
    expect(RULES.filter(({ wrong }) => wrong.test(prose('Vous venez ? 3 450 € « oui »'))).map((r) => r.rule)).toEqual([
      'U+202F before ; ? !',
      'U+00A0 inside « »',
      'U+00A0 between a number and its unit',
      'U+202F between groups of thousands',
    ]);
  });
});
