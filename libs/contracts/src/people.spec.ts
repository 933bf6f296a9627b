import { isDotAtomEmail, isPersonName, mailtoHref } from './people';

describe('people’s names and addresses (issue 35)', () => {
  it.each(['Camille', 'Łukasz Ştefan Øster', "Seán O'Brien-Nuñez", 'Σωκράτης'])('accepts the name %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(['', '   ', 'a\r\nBcc: x', 'gpj\u202Eexe.jpg', 'zero\u200Bwidth', '<b>Bold</b>', 'x'.repeat(101)])(
    'refuses the name %j',
    (name) => {
      expect(isPersonName(name)).toBe(false);
    },
  );

  it.each(['camille@example.fr', 'c.durand+visites@agence.example.be', 'josé@exämple.fr'])('accepts %s', (email) => {
    expect(isDotAtomEmail(email)).toBe(true);
  });

  it.each(['"<b>x</b>"@example.fr', '"a\rb"@example.fr', 'a..b@example.fr', 'a@localhost', 'a@b@c.fr', 'a b@c.fr'])(
    'refuses %j',
    (email) => {
      expect(isDotAtomEmail(email)).toBe(false);
    },
  );

  it('encodes a mailto: target so it cannot add recipients or headers', () => {
    expect(mailtoHref('a@example.fr?bcc=x@evil.test')).toBe('mailto:a@example.fr%3Fbcc%3Dx@evil.test');
    expect(mailtoHref('camille@example.fr')).toBe('mailto:camille@example.fr');
  });
});
