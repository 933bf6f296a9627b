import type { Transaction } from '../listings/property-enums';
import type { Region } from './regions';

/** One listing of the agency and the region whose applicant-data policy applies to it. */
export interface ListingApplicantData {
  listingId: string;
  reference: string;
  title: Record<string, string | undefined>;
  transaction: Transaction;
  postalCode: string | null;
  city: string | null;
  region: Region;
}

/** GET /api/agencies/{id}/applicant-data: the agency's listings (the first ones) and how many there are. */
export interface AgencyApplicantData {
  listings: ListingApplicantData[];
  total: number;
}
