import { describe, expect, it } from '@jest/globals';
import { addDays, startOfWeek, toLocalInput, fromLocalInput, zonedInstant } from './calendar-days';
import { clip, offHours, visitBlocks } from './day-layout';
import type { AgendaVisit } from './types';
import { dayProblem } from './working-hours-rules';

const iso = (instant: number) => new Date(instant).toISOString();

describe('agenda calendar days', () => {
  it("turns the agency's wall clock into instants, on both sides of a clock change", () => {
    expect(iso(zonedInstant('2027-01-12', 9 * 60, 'Europe/Paris'))).toBe('2027-01-12T08:00:00.000Z');
    expect(iso(zonedInstant('2027-07-12', 9 * 60, 'Europe/Brussels'))).toBe('2027-07-12T07:00:00.000Z');
    expect(iso(zonedInstant('2027-03-28', 24 * 60, 'Europe/Paris'))).toBe('2027-03-28T22:00:00.000Z');
    expect(iso(zonedInstant('2027-10-31', 24 * 60, 'Europe/Paris'))).toBe('2027-10-31T23:00:00.000Z');
  });

  it('starts the week on Monday or Sunday', () => {
    expect(startOfWeek('2027-01-13', 1)).toBe('2027-01-11');
    expect(startOfWeek('2027-01-13', 0)).toBe('2027-01-10');
    expect(startOfWeek('2027-01-10', 1)).toBe('2027-01-04');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('reads and writes datetime-local values on the agency clock', () => {
    const instant = Date.parse('2027-06-01T07:30:00Z');
    expect(toLocalInput(instant, 'Europe/Paris')).toBe('2027-06-01T09:30');
    expect(fromLocalInput('2027-06-01T09:30', 'Europe/Paris')).toBe(instant);
    expect(fromLocalInput('', 'Europe/Paris')).toBeNull();
  });
});

const visit = (id: string, startsAt: string, endsAt: string) => ({ id, startsAt, endsAt }) as AgendaVisit;

describe('agenda day layout', () => {
  it("places a visit by the agency's clock and clips what crosses midnight", () => {
    expect(
      clip('2027-01-12', Date.parse('2027-01-12T09:00:00Z'), Date.parse('2027-01-12T09:30:00Z'), 'Europe/Paris'),
    ).toEqual({
      start: 600,
      end: 630,
    });
    const overnight = clip(
      '2027-01-13',
      Date.parse('2027-01-12T22:00:00Z'),
      Date.parse('2027-01-13T08:00:00Z'),
      'Europe/Paris',
    );
    expect(overnight).toEqual({ start: 0, end: 540 });
    expect(
      clip('2027-01-14', Date.parse('2027-01-12T22:00:00Z'), Date.parse('2027-01-13T08:00:00Z'), 'Europe/Paris'),
    ).toBeNull();
  });

  it('puts overlapping visits side by side and lone ones full width', () => {
    const blocks = visitBlocks(
      '2027-01-12',
      [
        visit('a', '2027-01-12T09:00:00Z', '2027-01-12T09:30:00Z'),
        visit('b', '2027-01-12T09:15:00Z', '2027-01-12T09:45:00Z'),
        visit('c', '2027-01-12T11:00:00Z', '2027-01-12T11:30:00Z'),
      ],
      'Europe/Paris',
    );
    expect(blocks.map((block) => [block.visit.id, block.lane, block.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
  });

  it('shades the whole of a day off and the edges of a worked one', () => {
    const day = {
      weekDay: 1,
      worked: true,
      workStartHour: '09:00',
      workEndHour: '19:00',
      lunchBreakStartHour: '12:00',
      lunchBreakEndHour: '13:00',
      lunchBreakEnabled: false,
    };
    expect(offHours(day)).toEqual([
      { start: 0, end: 540 },
      { start: 1140, end: 1440 },
    ]);
    expect(offHours({ ...day, worked: false })).toEqual([{ start: 0, end: 1440 }]);
    expect(dayProblem(day)).toBeNull();
    expect(dayProblem({ ...day, workEndHour: '08:00' })).toBe('workOrder');
    expect(
      dayProblem({ ...day, lunchBreakEnabled: true, lunchBreakStartHour: '08:00', lunchBreakEndHour: '09:30' }),
    ).toBe('lunchOutside');
    expect(dayProblem({ ...day, workStartHour: '' })).toBe('missing');
  });
});
