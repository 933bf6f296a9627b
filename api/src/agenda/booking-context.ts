import {
  applicantPolicy,
  effectiveQuestions,
  regionOf,
  type ListingFacts,
  type PhoneCountry,
  type PrequalificationQuestion,
  type Region,
} from '@creneau/contracts';
import {
  bookingContextRow,
  type AgencyTimeZone,
  type EarlierBooking,
  type ListingScope,
  type Queryable,
} from '@creneau/server';
import type { VisitSettings } from './availability.types';

/** What availability and booking need about one listing, its agency and its agent. */
export interface ListingContext extends VisitSettings {
  agencyId: string;
  agentId: string | null;
  transaction: 'rent' | 'sale';
  timeZone: AgencyTimeZone;
  travelMinMinutes: number;
}

/** A real listing's context: its region decides what may be asked of the applicant, and when. */
export interface BookingContext extends ListingContext {
  region: Region;
  /** The agency's country: phones typed without a country code are read in its numbering plan. */
  agencyCountry: PhoneCountry;
  /** What the visitor is asked: the listing's form, else the agency's, within the region's policy. */
  questions: PrequalificationQuestion[];
  /** What the prequalification rules compare the answers with. */
  facts: ListingFacts;
}

export type { EarlierBooking };

export const PUBLISHED_STATUSES = ['active', 'under_offer'];

/** The listing only if published (public) or inside the given agency (back office); the agent if active. */
export async function loadListingContext(
  manager: Queryable,
  listingId: string,
  scope: ListingScope,
): Promise<BookingContext | null> {
  return (await loadBookingContext(manager, listingId, scope, null))?.context ?? null;
}

/**
 * The listing context and, in the same round trip, the visit booked earlier with this Idempotency-Key
 * (null without a key or when none was): a booking asks both before anything else.
 */
export async function loadBookingContext(
  manager: Queryable,
  listingId: string,
  scope: ListingScope,
  idempotencyKey: string | null,
): Promise<{ context: BookingContext; earlier: EarlierBooking | null } | null> {
  const row = await bookingContextRow(manager, listingId, scope, PUBLISHED_STATUSES, idempotencyKey);
  if (!row) return null;
  const { earlierId, earlierRequestHash, country, postalCode, formOverride, agencyForm, ...rest } = row;
  const region = regionOf({ country, postalCode });
  const questions = effectiveQuestions(applicantPolicy(region, row.transaction), agencyForm, formOverride);
  const context = { ...rest, region, questions };
  return { context, earlier: earlierId ? { id: earlierId, requestHash: earlierRequestHash } : null };
}
