import type { Region } from '../applicant-data/regions';
import type { ListingCard } from '../listings/listing-card';
import type { PrequalificationQuestion } from './prequalification';

/** Which record a /book/{slug} names. */
export type BookingPageKind = 'listing' | 'agent' | 'agency';

export interface BookingAgent {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}

/** A listing that can be booked now: published, with an active agent. The address honours its precision. */
export interface BookableListing extends ListingCard {
  address: { street: string | null; postalCode: string | null; city: string | null };
  visitDurationMinutes: number;
  /** Whose rules apply to what is asked of the visitor now and after the visit (applicant-data policy). */
  region: Region;
  /** The questions the region allows before the visit: the page shows these and no others. */
  questions: readonly PrequalificationQuestion[];
  agent: BookingAgent;
}

/** What the public booking page needs, in one answer. */
export interface BookingPage {
  kind: BookingPageKind;
  agency: {
    name: string;
    slug: string;
    brandColor: string | null;
    logoUrl: string | null;
    phone: string | null;
    /** Whether the agency takes rental files before the visit: the page then offers to apply at once. */
    applicationsBeforeVisit: boolean;
  };
  timeZone: string;
  /** 0 = Sunday, 1 = Monday: per the language asked (`lang`), Monday for fr and nl, Sunday for en. */
  weekStartsOn: 0 | 1;
  /** The agent the slug names, when it names one. */
  agent: BookingAgent | null;
  listings: BookableListing[];
}

export interface FreeSlot {
  startsAt: string;
  endsAt: string;
  /** The start in the agency's time zone with its offset, e.g. 2026-03-30T09:00+02:00. */
  local: string;
  seatsLeft: number;
}

/** The answer to a public booking: enough for the confirmation and its add-to-calendar links. */
export interface BookedVisit {
  id: string;
  listingId: string;
  startsAt: string;
  endsAt: string;
  local: string;
  status: string;
  /** Opens this visit's .ics at /api/public/visits/{id}/ics?token=… */
  calendarToken: string;
}
