// RFC 5545 by hand: a few lines of text, and every calendar (Google, Outlook, Apple) reads it.

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Bumped when the event changes, so subscribed calendars replace their copy. */
  sequence: number;
  updated: Date;
}

const stamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.updated)}`,
    `LAST-MODIFIED:${stamp(event.updated)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

export function renderCalendar(name: string, events: CalendarEvent[], method?: 'PUBLISH'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Creneau//Visits//FR',
    'CALSCALE:GREGORIAN',
    ...(method ? [`METHOD:${method}`] : []),
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
