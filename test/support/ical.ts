import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };

// ical.js types its ES module only; Jest loads its CommonJS build, which has the same API.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const ICAL = require('ical.js') as typeof ICALModule;

export interface ParsedInvitation {
  method: unknown;
  uid: unknown;
  sequence: unknown;
  status: unknown;
  start: string | undefined;
  organizer: unknown;
  attendee: { address: unknown; partstat: unknown; rsvp: unknown } | null;
}

/** An iCalendar object as a calendar reads it (ical.js, Mozilla's parser used by Thunderbird). */
export function parseInvitation(text: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error(`no VEVENT in: ${text}`);
  const attendee = event.getFirstProperty('attendee');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: new ICAL.Event(event).startDate?.toJSDate().toISOString(),
    organizer: event.getFirstPropertyValue('organizer'),
    attendee: attendee
      ? {
          address: attendee.getFirstValue(),
          partstat: attendee.getParameter('partstat'),
          rsvp: attendee.getParameter('rsvp'),
        }
      : null,
  };
}
