import type { ListingView, PhotoView } from './listing-view';

export interface PublicAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: 'FR' | 'BE';
  position: { latitude: number; longitude: number } | null;
  precision: 'exact' | 'approximate' | 'hidden';
}

/** Only what a prospect may see of a listing: an allow-list, so a new internal column never leaks by default. */
export const PUBLIC_LISTING_FIELDS = [
  'id',
  'reference',
  'transaction',
  'propertyType',
  'title',
  'description',
  'currency',
  'rent',
  'charges',
  'deposit',
  'price',
  'agencyFees',
  'feesPaidBy',
  'surface',
  'rooms',
  'bedrooms',
  'floor',
  'buildingCondition',
  'heatingType',
  'features',
  'roomKinds',
  'kitchenKind',
  'outlooks',
  'energyRating',
  'energyClass',
  'climateClass',
  'status',
  'visitDurationMinutes',
  'visitorsPerSlot',
] as const satisfies readonly (keyof ListingView)[];
export type PublicListingField = (typeof PUBLIC_LISTING_FIELDS)[number];

/** A listing as its public page reads it (GET /api/public/listings/{id}). */
export type PublicListing = Pick<ListingView, PublicListingField> & {
  address: PublicAddress;
  photos: PhotoView[];
  agency: { name: string; slug: string };
  agent: { slug: string | null; firstName: string } | null;
};
