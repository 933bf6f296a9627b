import { DEFAULT_WORKING_HOURS, weekStartsOn, workingDayProblem, type WorkingDay } from './working-hours';

const monday = DEFAULT_WORKING_HOURS[1];
const day = (change: Partial<WorkingDay>): WorkingDay => ({ ...monday, ...change });

describe('the weekly working-hours entry', () => {
  it("has the spec's defaults: Monday to Friday, 09:00 to 19:00, lunch 12:00 to 13:00 disabled", () => {
    expect(DEFAULT_WORKING_HOURS.map((entry) => entry.worked)).toEqual([false, true, true, true, true, true, false]);
    expect(monday).toEqual({
      weekDay: 1,
      worked: true,
      workStartHour: '09:00',
      workEndHour: '19:00',
      lunchBreakStartHour: '12:00',
      lunchBreakEndHour: '13:00',
      lunchBreakEnabled: false,
    });
  });

  it.each<[string, Partial<WorkingDay>, string | null]>([
    ['the defaults', {}, null],
    ['an enabled lunch inside the day', { lunchBreakEnabled: true }, null],
    ['a clock that is not HH:MM', { workEndHour: '7pm' }, 'missing'],
    ['a day ending when it starts', { workStartHour: '19:00' }, 'workOrder'],
    ['a lunch ending before it starts, even disabled', { lunchBreakEndHour: '11:00' }, 'lunchOrder'],
    ['an enabled lunch starting before the day', { lunchBreakEnabled: true, workStartHour: '12:30' }, 'lunchOutside'],
    ['an enabled lunch ending after the day', { lunchBreakEnabled: true, workEndHour: '12:30' }, 'lunchOutside'],
    ['a disabled lunch outside the day', { workStartHour: '14:00' }, null],
  ])('judges %s', (_, change, problem) => {
    expect(workingDayProblem(day(change))).toBe(problem);
  });

  it('starts the week on Monday in French and Dutch, on Sunday in English, on Monday otherwise', () => {
    expect(['fr', 'nl', 'en', 'de', undefined].map(weekStartsOn)).toEqual([1, 1, 0, 1, 1]);
  });
});
