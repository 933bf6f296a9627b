import { displayPhone, isMobile, readPhone, toE164 } from './phone';

describe('reading phones (issue 29)', () => {
  it.each([
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'BE', '+33612345678'],
    ['0470/12.34.56', 'BE', '+32470123456'],
    ['0032 470 12 34 56', 'FR', '+32470123456'],
    // Réunion and Guadeloupe dialled from mainland France: the French national plan covers them.
    ['0692 12 34 56', 'FR', '+262692123456'],
    ['0690 12 34 56', 'FR', '+590690123456'],
  ] as const)('reads %s in %s as %s', (raw, country, expected) => {
    expect(toE164(raw, country)).toBe(expected);
  });

  it('reads one Belgian number written two ways as one', () => {
    expect(toE164('0470 12 34 56', 'BE')).toBe(toE164('+32 (0)470/12.34.56', 'BE'));
  });

  it.each(['12345', 'abc', '06 12 34', '+0 6 12 34 56 78', '06\r\n12345678', '06 12 34 56 78 ext. 4', '0612345678'])(
    'refuses %j in Belgium',
    (raw) => {
      expect(toE164(raw, 'BE')).toBeNull();
    },
  );

  it('tells mobiles from landlines, in France, Belgium and beyond', () => {
    expect(isMobile('+33612345678')).toBe(true);
    expect(isMobile('+33142345678')).toBe(false);
    expect(isMobile('+32470123456')).toBe(true);
    expect(isMobile('+3225123456')).toBe(false);
    expect(readPhone('+1 900 555 0100', 'FR')).toMatchObject({ type: 'PREMIUM_RATE', mobile: false });
    expect(readPhone('+881 6 1234 5678', 'FR')).toMatchObject({ country: null });
  });

  it('shows a stored number as people read it, and anything unreadable as given', () => {
    expect(displayPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(displayPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(displayPhone('+262692123456')).toBe('+262 692 12 34 56');
    expect(displayPhone('not a phone')).toBe('not a phone');
  });
});
