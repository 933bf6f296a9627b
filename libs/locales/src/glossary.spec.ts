import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allTexts, languages, prose } from './catalogue-files';
import { FORBIDDEN } from './glossary';

// react-admin's Dutch messages are catalogue text too: the back office shows them beside ours.
const reactAdminDutch = readFileSync(join(__dirname, '../../../dashboard/src/i18n/ra-language-dutch.ts'), 'utf8');

describe.each(languages)('the %s glossary', (language) => {
  const texts = allTexts(language);

  it.each(FORBIDDEN[language].map((forbidden) => ({ ...forbidden, label: String(forbidden.pattern) })))(
    'has no $label left (use $use)',
    ({ pattern }) => {
      const offenders = texts
        .filter(({ text }) => pattern.test(prose(text)))
        .map(({ where, text }) => `${where}: ${text}`);
      if (language === 'nl' && pattern.test(reactAdminDutch)) offenders.push('dashboard/src/i18n/ra-language-dutch.ts');
      expect(offenders).toEqual([]);
    },
  );
});

describe('one status vocabulary', () => {
  it('names a visit that did not take place the same way in the back office and the visitor area', () => {
    const [fr, nl, en] = languages.map((language) =>
      allTexts(language).find(({ where }) => where === 'enums.json visitStatus.no_show'),
    );
    expect([fr?.text, nl?.text, en?.text]).toEqual(['Non honorée', 'Niet opgedaagd', 'No-show']);
    // A visit's page says it in a sentence (visitLink.status); any other label is a second copy.
    const copies = allTexts('fr').filter(
      ({ key }) => /(^|\.)status\.no_show$/.test(key) && !key.startsWith('visitLink'),
    );
    expect(copies.map(({ where }) => where)).toEqual([]);
  });
});

// The visitor-facing buttons: read on a phone, at most about 22 characters in every language.
const BUTTONS = [
  'booking.form.submit',
  'booking.confirmation.ics',
  'booking.confirmation.google',
  'publicProfile.card.book',
  'visitLink.confirm',
  'visitLink.cancel',
  'visitLink.cancelConfirm',
  'visitLink.keep',
  'visitLink.bookAgain',
  'visitLink.yes',
  'visitLink.no',
  'visitorVisits.confirm',
  'visitorVisits.cancel',
  'visitorVisits.keep',
  'visitorVisits.reschedule',
  'visitorVisits.confirmMove',
  'visitorData.export',
  'visitorData.delete',
  'visitorData.confirmDelete',
  'visitorSignIn.magicLink.otherAddress',
  'visitorHome.password.submit',
  'resetPassword.submit',
  'statusPages.signIn',
];

describe.each(languages)('the visitor-facing buttons in %s', (language) => {
  it('fit about 22 characters', () => {
    const web = new Map(allTexts(language).map(({ where, text }) => [where, text]));
    const long = BUTTONS.map((key) => [key, web.get(`web.json ${key}`) ?? '(missing)'] as const).filter(
      ([, text]) => text === '(missing)' || text.length > 22,
    );
    expect(long).toEqual([]);
  });
});
