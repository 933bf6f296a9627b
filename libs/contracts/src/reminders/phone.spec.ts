import { isMobile, toE164 } from './phone';
import { inQuietHours } from './preferences';

describe('toE164', () => {
  it.each([
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'BE', '+33612345678'],
    ['0470/12.34.56', 'BE', '+32470123456'],
    ['0032 470 12 34 56', 'FR', '+32470123456'],
  ] as const)('reads %s in %s as %s', (raw, country, expected) => {
    expect(toE164(raw, country)).toBe(expected);
  });

  it.each(['12345', 'abc', '06 12 34', '+0 6 12 34 56 78', '06\r\n12345678'])('refuses %j', (raw) => {
    expect(toE164(raw, 'FR')).toBeNull();
  });

  it('tells mobiles from landlines in France and Belgium', () => {
    expect(isMobile('+33612345678')).toBe(true);
    expect(isMobile('+33142345678')).toBe(false);
    expect(isMobile('+32470123456')).toBe(true);
    expect(isMobile('+3225123456')).toBe(false);
  });
});

describe('inQuietHours', () => {
  it('handles quiet hours across midnight', () => {
    const night = { start: '21:00', end: '07:30' };
    expect(inQuietHours('23:10', night)).toBe(true);
    expect(inQuietHours('06:59', night)).toBe(true);
    expect(inQuietHours('07:30', night)).toBe(false);
    expect(inQuietHours('12:00', night)).toBe(false);
    expect(inQuietHours('13:00', { start: '12:00', end: '14:00' })).toBe(true);
  });
});
