import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import { escapeText, foldLine, renderCalendar } from './ics';
import { calendarStatus, visitorAttendee } from './visit-calendar';

// ical.js types its ES module only; Jest loads its CommonJS build, which has the same API.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js') as typeof ICALModule;

describe('iCalendar rendering', () => {
  const event = {
    uid: 'visit-1@creneau',
    start: new Date('2027-03-28T07:30:00Z'),
    end: new Date('2027-03-28T08:00:00Z'),
    summary: 'Visite : Deux-pièces, Marais; 3e étage',
    location: '24 rue Vieille du Temple, 75004 Paris',
    description: 'Candidat : Jeanne Petit\n+33 6 12 34 56 78',
    status: 'CONFIRMED' as const,
    sequence: 2,
    updated: new Date('2027-03-20T10:00:00.123Z'),
  };

  it('writes one VEVENT in UTC with CRLF line endings', () => {
    const text = renderCalendar('Visites', [event]);

    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART:20270328T073000Z\r\nDTEND:20270328T080000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20270320T100000Z\r\n');
    expect(text).toContain('\r\nSEQUENCE:2\r\n');
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    // A lone CR ends a line for some readers: it would start a property of the attacker's (issue 35).
    expect(escapeText('a\rATTENDEE:x\r\nb')).toBe('a\\nATTENDEE:x\\nb');
  });

  it('folds lines at 75 octets without cutting a character in two', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);

    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(line);
  });
});

describe('iTIP invitations', () => {
  const invitation = {
    uid: 'visit-1@creneau',
    start: new Date('2027-03-28T07:30:00Z'),
    end: new Date('2027-03-28T08:00:00Z'),
    summary: 'Visite',
    status: 'TENTATIVE' as const,
    sequence: 1,
    updated: new Date('2027-03-20T10:00:00Z'),
    organizer: { name: 'Julien "Jules" Dubois', email: 'julien@immo.example' },
    attendee: {
      name: 'Jeanne Petit',
      email: 'jeanne@example.org',
      partstat: 'NEEDS-ACTION' as const,
      rsvp: true,
    },
  };

  it('names the organizer and the attendee as calendar users, as ical.js reads them', () => {
    const text = renderCalendar('Immo', [invitation], { method: 'REQUEST' });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = calendar.getFirstSubcomponent('vevent');
    const attendee = event?.getFirstProperty('attendee');

    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event?.getFirstPropertyValue('organizer')).toBe('mailto:julien@immo.example');
    // A DQUOTE cannot sit in a parameter value: it is dropped rather than break the line.
    expect(event?.getFirstProperty('organizer')?.getParameter('cn')).toBe('Julien Jules Dubois');
    expect(attendee?.getFirstValue()).toBe('mailto:jeanne@example.org');
    expect(attendee?.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee?.getParameter('rsvp')).toBe('TRUE');
    expect(event?.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('tells a subscribed calendar how often to fetch the feed again', () => {
    const text = renderCalendar('Immo', [], { method: 'PUBLISH', refreshMinutes: 15 });

    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\nX-PUBLISHED-TTL:PT15M\r\n');
    expect(text).toContain('\r\nMETHOD:PUBLISH\r\n');
  });
});

describe('a visit in a calendar', () => {
  it('says one status for each visit status', () => {
    expect(calendarStatus('booked')).toBe('TENTATIVE');
    expect(calendarStatus('confirmed')).toBe('CONFIRMED');
    expect(calendarStatus('cancelled')).toBe('CANCELLED');
    expect(calendarStatus('rescheduled')).toBe('CANCELLED');
  });

  it('asks the visitor to answer only while the visit waits for their confirmation', () => {
    expect(visitorAttendee('booked', 'J', 'j@example.org')).toMatchObject({ partstat: 'NEEDS-ACTION', rsvp: true });
    expect(visitorAttendee('confirmed', 'J', 'j@example.org')).toMatchObject({ partstat: 'ACCEPTED', rsvp: false });
    expect(visitorAttendee('cancelled', 'J', 'j@example.org')).toMatchObject({ rsvp: false });
  });
});
