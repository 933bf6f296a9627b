import { ApiError } from '../common/api-error';
import { parseSlotStart } from './slot-start.util';

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : 'unexpected';
  }
}

describe.each(['Europe/Paris', 'Europe/Brussels'])('parseSlotStart in %s', (zone) => {
  it('reads UTC and the zone offset as the same instant', () => {
    expect(parseSlotStart('2027-03-29T07:00:00Z', zone)).toBe(Date.parse('2027-03-29T07:00:00Z'));
    expect(parseSlotStart('2027-03-29T09:00+02:00', zone)).toBe(Date.parse('2027-03-29T07:00:00Z'));
  });

  it('refuses a wall time of the spring gap, whatever offset it claims', () => {
    expect(codeOf(() => parseSlotStart('2027-03-28T02:30:00+01:00', zone))).toBe('SLOT_IN_DST_GAP');
    expect(codeOf(() => parseSlotStart('2027-03-28T02:30:00+02:00', zone))).toBe('SLOT_IN_DST_GAP');
  });

  it('accepts both occurrences of an autumn-overlap wall time with their own offsets', () => {
    expect(parseSlotStart('2027-10-31T02:30+02:00', zone)).toBe(Date.parse('2027-10-31T00:30:00Z'));
    expect(parseSlotStart('2027-10-31T02:30+01:00', zone)).toBe(Date.parse('2027-10-31T01:30:00Z'));
  });

  it('refuses an offset the zone does not have at that time', () => {
    expect(codeOf(() => parseSlotStart('2027-01-04T09:00+02:00', zone))).toBe('VALIDATION_FAILED');
  });
});
