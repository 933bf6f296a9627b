import { DEFAULT_WORKING_HOURS, type WorkingDay } from '@creneau/contracts';
import { availability, slotRefusal } from './availability';
import type { AvailabilityInput, BusySlot } from './availability.types';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: 'Europe/Paris',
    now: at('2027-01-01T00:00:00Z'),
    workingHours: DEFAULT_WORKING_HOURS,
    absences: [],
    busy: [],
    travelMinMinutes: 15,
    listing: {
      listingId: 'L1',
      durationMinutes: 30,
      bufferMinutes: 10,
      minNoticeHours: 12,
      horizonDays: 365,
      visitorsPerSlot: 1,
      latitude: 48.8566,
      longitude: 2.3522,
    },
    ...overrides,
  };
}

/** Sunday worked through the night, so the DST changes (at 02:00 / 03:00) fall inside working hours. */
const nightSunday: WorkingDay[] = DEFAULT_WORKING_HOURS.map((day) =>
  day.weekDay === 0 ? { ...day, worked: true, workStartHour: '00:00', workEndHour: '06:00' } : day,
);

const busy = (start: string, minutes: number, extra: Partial<BusySlot> = {}): BusySlot => ({
  start: at(start),
  end: at(start) + minutes * MINUTE,
  blockedUntil: at(start) + (minutes + 10) * MINUTE,
  listingId: 'L1',
  seatsLeft: 0,
  latitude: 48.8566,
  longitude: 2.3522,
  ...extra,
});

describe('availability on an ordinary day', () => {
  const monday = () => availability(input(), at('2027-01-04T00:00:00+01:00'), at('2027-01-05T00:00:00+01:00'));

  it('offers the default hours, 09:00 to 19:00 local, stepped by duration plus buffer', () => {
    const slots = monday();

    expect(slots[0]).toEqual({
      startsAt: '2027-01-04T08:00:00.000Z',
      endsAt: '2027-01-04T08:30:00.000Z',
      local: '2027-01-04T09:00+01:00',
      seatsLeft: 1,
    });
    expect(slots.at(-1)?.local).toBe('2027-01-04T18:20+01:00');
    expect(slots).toHaveLength(15);
  });

  it('offers nothing on Saturday and Sunday by default', () => {
    expect(availability(input(), at('2027-01-02T00:00:00+01:00'), at('2027-01-04T00:00:00+01:00'))).toEqual([]);
  });

  it('removes the lunch break when it is enabled', () => {
    const withLunch = DEFAULT_WORKING_HOURS.map((day) => ({ ...day, lunchBreakEnabled: true }));
    const slots = availability(
      input({ workingHours: withLunch }),
      at('2027-01-04T00:00:00+01:00'),
      at('2027-01-05T00:00:00+01:00'),
    );

    const locals = slots.map((slot) => slot.local.slice(11, 16));
    expect(locals).toContain('11:00');
    expect(locals).not.toContain('11:40');
    expect(locals).not.toContain('12:20');
    expect(locals).toContain('13:00');
    expect(slotRefusal(input({ workingHours: withLunch }), at('2027-01-04T12:20:00+01:00'))).toBe(
      'SLOT_IN_LUNCH_BREAK',
    );
  });
});

describe.each(['Europe/Paris', 'Europe/Brussels'])('daylight-saving changes in %s', (timeZone) => {
  const sunday = (day: string) =>
    availability(input({ timeZone, workingHours: nightSunday }), at(`${day}T00:00:00Z`), at(`${day}T12:00:00Z`));

  it('offers no slot in the spring gap, and every slot lasts its real 30 minutes', () => {
    const slots = sunday('2027-03-28');

    const locals = slots.map((slot) => slot.local);
    expect(locals.filter((local) => local.slice(11, 13) === '02')).toEqual([]);
    expect(locals).toContain('2027-03-28T01:20+01:00');
    expect(locals).toContain('2027-03-28T03:20+02:00');
    for (const slot of slots) expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * MINUTE);
  });

  it('offers each wall time of the autumn overlap once, at its first occurrence', () => {
    const slots = sunday('2027-10-31');

    const wallTimes = slots.map((slot) => slot.local.slice(0, 16));
    expect(new Set(wallTimes).size).toBe(wallTimes.length);
    expect(new Set(slots.map((slot) => slot.startsAt)).size).toBe(slots.length);
    expect(slots.find((slot) => slot.local.startsWith('2027-10-31T02:00'))?.local).toBe('2027-10-31T02:00+02:00');
    expect(slots.find((slot) => slot.local.startsWith('2027-10-31T03:20'))?.local).toBe('2027-10-31T03:20+01:00');
  });

  it('keeps 09:00 local on the Mondays after both changes', () => {
    const first = (day: string) => availability(input({ timeZone }), at(`${day}T00:00:00Z`), at(`${day}T23:00:00Z`))[0];

    expect(first('2027-03-26').startsAt).toBe('2027-03-26T08:00:00.000Z');
    expect(first('2027-03-29').startsAt).toBe('2027-03-29T07:00:00.000Z');
    expect(first('2027-10-29').startsAt).toBe('2027-10-29T07:00:00.000Z');
    expect(first('2027-11-01').startsAt).toBe('2027-11-01T08:00:00.000Z');
  });
});

describe('busy time', () => {
  const day = (overrides: Partial<AvailabilityInput>) =>
    availability(input(overrides), at('2027-01-04T00:00:00+01:00'), at('2027-01-05T00:00:00+01:00')).map((slot) =>
      slot.local.slice(11, 16),
    );

  it('removes slots that overlap a visit and its buffer', () => {
    const locals = day({ busy: [busy('2027-01-04T09:40:00+01:00', 30)] });

    expect(locals).not.toContain('09:40');
    expect(locals).toContain('09:00');
    expect(locals).toContain('10:20');
  });

  it('keeps a travel buffer after a visit at a listing across town', () => {
    const farAway = { listingId: 'L2', latitude: 48.8966, longitude: 2.2522 };
    const locals = day({ busy: [busy('2027-01-04T09:00:00+01:00', 30, farAway)] });

    // About 8 km at 20 km/h: 24 minutes of travel after 09:30, so 09:40 is too early.
    expect(locals).not.toContain('09:40');
    expect(locals).toContain('10:20');
  });

  it('keeps a long trip after a visit far away, hours later, and only that long', () => {
    // Chartres, 78 km: 235 minutes at 20 km/h. 09:30 plus the trip is 13:25, so 13:00 is too early.
    const chartres = { listingId: 'L3', latitude: 48.4439, longitude: 1.489 };
    const locals = day({ busy: [busy('2027-01-04T09:00:00+01:00', 30, chartres)] });

    expect(locals[0]).toBe('13:40');
  });

  it('keeps the agency minimum between two listings whose positions are unknown', () => {
    const unknown = { listingId: 'L2', latitude: null, longitude: null };
    expect(day({ travelMinMinutes: 5, busy: [busy('2027-01-04T09:00:00+01:00', 30, unknown)] })).toContain('09:40');
    expect(day({ travelMinMinutes: 15, busy: [busy('2027-01-04T09:00:00+01:00', 30, unknown)] })).not.toContain(
      '09:40',
    );
  });

  it('removes slots during an absence', () => {
    const absences = [{ start: at('2027-01-04T09:00:00+01:00'), end: at('2027-01-04T14:00:00+01:00') }];

    expect(day({ absences })[0]).toBe('14:20');
    expect(slotRefusal(input({ absences }), at('2027-01-04T10:20:00+01:00'))).toBe('SLOT_AGENT_ABSENT');
  });

  it('offers the remaining seats of a group visit', () => {
    const listing = { ...input().listing, visitorsPerSlot: 4 };
    const slots = availability(
      input({ listing, busy: [busy('2027-01-04T09:40:00+01:00', 30, { seatsLeft: 3 })] }),
      at('2027-01-04T00:00:00+01:00'),
      at('2027-01-05T00:00:00+01:00'),
    );

    expect(slots.find((slot) => slot.local.slice(11, 16) === '09:40')?.seatsLeft).toBe(3);
    expect(slots.find((slot) => slot.local.slice(11, 16) === '10:20')?.seatsLeft).toBe(4);
  });
});

describe('slotRefusal', () => {
  const now = at('2027-01-04T08:00:00+01:00');

  it.each([
    ['2027-01-03T09:00:00+01:00', 'SLOT_IN_PAST'],
    ['2027-01-04T10:20:00+01:00', 'SLOT_TOO_SOON'],
    ['2028-02-01T09:00:00+01:00', 'SLOT_BEYOND_HORIZON'],
    ['2027-01-05T19:00:00+01:00', 'SLOT_OUTSIDE_WORKING_HOURS'],
    ['2027-01-09T10:20:00+01:00', 'SLOT_OUTSIDE_WORKING_HOURS'],
    ['2027-01-05T09:10:00+01:00', 'SLOT_NOT_OFFERED'],
    ['2027-01-05T09:40:00+01:00', null],
  ])('answers %s with %s', (start, refusal) => {
    expect(slotRefusal(input({ now }), at(start))).toBe(refusal);
  });
});
