import type { MessageChannel, MessageStatus } from '../messages';
import type { PropertyType, Transaction } from '../listings/property-enums';
import type { VisitCancelledBy, VisitStatus } from './visit-status';

/** One of the signed-in visitor's visits, as the visitor area shows it: nothing of other candidates. */
export interface VisitorVisit {
  id: string;
  status: VisitStatus;
  startsAt: string;
  endsAt: string;
  /** The start in the agency's time zone, as the booking page shows it. */
  local: string;
  timeZone: string;
  upcoming: boolean;
  cancelledBy: VisitCancelledBy | null;
  rescheduledFrom: string | null;
  listing: {
    id: string;
    reference: string;
    title: Partial<Record<'fr' | 'nl' | 'en', string>>;
    transaction: Transaction;
    propertyType: PropertyType;
    city: string | null;
    /** Whether the listing is still published, so the visit can be moved to another start. */
    bookable: boolean;
  };
  agency: { name: string; slug: string };
  agent: { firstName: string; slug: string | null };
  /** The visit's .ics for the visitor's calendar (a path on this site, with its own token). */
  calendarUrl: string;
  /** Whether the visitor may send their rental file for this listing now (a rental visited, or the agency allows before). */
  canApply: boolean;
}

export interface VisitorMessage {
  id: string;
  channel: MessageChannel;
  purpose: string;
  subject: string | null;
  bodyText: string;
  status: MessageStatus;
  createdAt: string;
  sentAt: string | null;
}

export interface VisitorMessagesPage {
  items: VisitorMessage[];
  total: number;
  page: number;
  perPage: number;
}

/** What the visitor must type to delete their data: their own sign-in e-mail. */
export interface DeleteMyDataRequest {
  confirmEmail: string;
}
