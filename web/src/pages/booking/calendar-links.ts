// Google Calendar's "add event" link: dates as UTC basic format, YYYYMMDDTHHMMSSZ/YYYYMMDDTHHMMSSZ.
function basic(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function googleCalendarUrl(event: {
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  details: string;
}): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basic(event.startsAt)}/${basic(event.endsAt)}`,
    location: event.location,
    details: event.details,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
