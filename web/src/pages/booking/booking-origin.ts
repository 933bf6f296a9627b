import type { BookingChannel } from '@creneau/contracts';
import { isEmbedded } from '../../app/embed';

/** What brought the visitor, sent with the booking for the agency's candidates list (their source). */
export interface BookingOrigin {
  channel: BookingChannel;
  campaign?: string;
  medium?: string;
  sourceName?: string;
  referrer?: string;
  origin?: string;
}

const MAX = 300;

/**
 * Read from the page as it was opened: the widget frames it with ?embed=1 (its referrer is then the
 * agency's site, of which only the origin is kept); a link from a campaign carries utm_* in its address,
 * the interest page's link ?via=interest.
 * Only the origin of a referrer is sent: its path may say more about the visitor than the agency needs.
 */
export function bookingOrigin(location: Location = window.location, referrer = document.referrer): BookingOrigin {
  const query = new URLSearchParams(location.search);
  const from = originOf(referrer);
  const widget = isEmbedded();
  // The interest page's link to book again says where it comes from (?via=interest).
  const channel = widget ? 'widget' : query.get('via') === 'interest' ? 'interest_link' : 'booking_page';
  const origin: BookingOrigin = { channel };
  const put = (key: Exclude<keyof BookingOrigin, 'channel'>, value: string | null | undefined) => {
    if (value) origin[key] = value.slice(0, MAX);
  };
  put('campaign', query.get('utm_campaign'));
  put('medium', query.get('utm_medium'));
  put('sourceName', query.get('utm_source'));
  if (from && from !== location.origin) put(widget ? 'origin' : 'referrer', from);
  return origin;
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
