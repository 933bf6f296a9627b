import { escapeText, foldLine, renderCalendar } from './ics';

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
