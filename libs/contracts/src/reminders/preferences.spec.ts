import { inQuietHours } from './preferences';

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
