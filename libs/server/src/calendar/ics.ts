// RFC 5545 by hand: a few lines of text, and every calendar (Google, Outlook, Apple) reads it.

/** Who a visit is with, as iTIP (RFC 5546) names them: a calendar user with a mailbox. */
export interface CalendarUser {
  name: string;
  email: string;
}

export interface CalendarAttendee extends CalendarUser {
  /** NEEDS-ACTION until the visitor confirmed the visit, ACCEPTED after. */
  partstat: 'NEEDS-ACTION' | 'ACCEPTED';
  /** Whether the organizer asks for an answer (the calendar shows Yes / No buttons). */
  rsvp: boolean;
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Counts the event's changes (0, 1, 2…), so calendars replace their copy with the newer one. */
  sequence: number;
  updated: Date;
  organizer?: CalendarUser;
  attendee?: CalendarAttendee;
}

/**
 * PUBLISH: a feed or a file to import; REQUEST: an invitation (and its updates) that mail clients offer
 * to add; CANCEL: takes it out of the attendee's calendar. No method: a plain download.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarOptions {
  method?: CalendarMethod;
  /** How often a subscribed calendar should fetch the feed again, in minutes (RFC 7986 and Outlook's TTL). */
  refreshMinutes?: number;
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

/** A parameter value is quoted and may hold no DQUOTE nor control character (RFC 5545 §3.1, §3.2). */
const paramText = (text: string): string => `"${text.replace(/["\p{Cc}]/gu, '')}"`;

/** A CAL-ADDRESS: the mailto URI of an address (already checked as an e-mail; control characters dropped). */
const calAddress = (email: string): string => `mailto:${email.replace(/\p{Cc}/gu, '')}`;

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

function peopleLines(event: CalendarEvent): string[] {
  const lines: string[] = [];
  if (event.organizer) {
    lines.push(`ORGANIZER;CN=${paramText(event.organizer.name)}:${calAddress(event.organizer.email)}`);
  }
  if (event.attendee) {
    const { name, email, partstat, rsvp } = event.attendee;
    lines.push(
      `ATTENDEE;CN=${paramText(name)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=${partstat};RSVP=${rsvp ? 'TRUE' : 'FALSE'}:${calAddress(email)}`,
    );
  }
  return lines;
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
    ...peopleLines(event),
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

export function renderCalendar(name: string, events: CalendarEvent[], options: CalendarOptions = {}): string {
  const refresh = options.refreshMinutes ? `PT${options.refreshMinutes}M` : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Creneau//Visits//FR',
    'CALSCALE:GREGORIAN',
    ...(options.method ? [`METHOD:${options.method}`] : []),
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
