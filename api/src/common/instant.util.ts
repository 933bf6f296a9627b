import { ValidateBy, type ValidationOptions } from 'class-validator';

// An instant as the API takes it: a date, a time to the minute (seconds and milliseconds optional) and
// "Z" or an offset. The shape alone lets 30 February through, which Date.parse moves to 2 March.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

// The date and clock fields of an ISO 8601 string, whatever follows them.
const FIELDS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;
const OFFSET = /[+-](\d{2}):?(\d{2})$/;

/** Whether the date, time and offset an ISO 8601 string names exist: no 30 February, no 24:00, no +15:00. */
export function existsOnCalendar(value: string): boolean {
  const fields = FIELDS.exec(value);
  if (!fields) return false;
  // Absent time fields read as 0.
  const [year, month, day, hours, minutes, seconds] = fields.slice(1).map((part) => Number(part ?? 0));
  const [offsetHours, offsetMinutes] = (OFFSET.exec(value.slice(10))?.slice(1) ?? []).map(Number);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hours <= 23 &&
    minutes <= 59 &&
    seconds <= 59 &&
    (offsetHours ?? 0) <= 14 &&
    (offsetMinutes ?? 0) <= 59
  );
}

/** The epoch milliseconds of an instant whose every field exists (no 30 February, no 24:00), else null. */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string' || !INSTANT.test(value) || !existsOnCalendar(value)) return null;
  return Date.parse(value);
}

/** class-validator: the value is an instant that exists on the calendar (see parseInstant). */
export function IsInstant(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isInstant',
      validator: {
        validate: (value) => parseInstant(value) !== null,
        defaultMessage: () => '$property must be an ISO instant that exists (YYYY-MM-DDTHH:mm[:ss]Z or ±HH:mm)',
      },
    },
    options,
  );
}
