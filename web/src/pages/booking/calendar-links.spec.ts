import { describe, expect, it } from '@jest/globals';
import { googleCalendarUrl } from './calendar-links';

describe('the Google Calendar link of a booked visit', () => {
  it('carries the UTC start and end in basic format, and the place', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Visite : T2 lumineux',
        startsAt: '2026-03-30T07:00:00.000Z',
        endsAt: '2026-03-30T07:30:00.000Z',
        location: '12 rue de Turenne, 75004 Paris',
        details: 'Avec Claire',
      }),
    );
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260330T070000Z/20260330T073000Z');
    expect(url.searchParams.get('location')).toBe('12 rue de Turenne, 75004 Paris');
    expect(url.searchParams.get('text')).toBe('Visite : T2 lumineux');
  });
});
