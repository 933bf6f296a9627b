import { ADDRESS_PRECISION } from '@creneau/contracts';
import type { ListingEntity } from '@creneau/server';
import type { PhotoView } from './listing-view';

export interface PublicAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: 'FR' | 'BE';
  position: { latitude: number; longitude: number } | null;
  precision: 'exact' | 'approximate' | 'hidden';
}

// About 1 km: enough to place the district on a map, not the building.
const BLUR_DECIMALS = 2;
const blur = (value: number) => Number(value.toFixed(BLUR_DECIMALS));

/** Exact shows the address; approximate hides the street and blurs the position; hidden shows the city only. */
export function publicAddress(listing: ListingEntity): PublicAddress {
  const position =
    listing.latitude !== null && listing.longitude !== null
      ? { latitude: listing.latitude, longitude: listing.longitude }
      : null;
  switch (listing.addressPrecision) {
    case ADDRESS_PRECISION.exact:
      return {
        street: listing.street,
        postalCode: listing.postalCode,
        city: listing.city,
        country: listing.country,
        position,
        precision: 'exact',
      };
    case ADDRESS_PRECISION.approximate:
      return {
        street: null,
        postalCode: listing.postalCode,
        city: listing.city,
        country: listing.country,
        position: position && { latitude: blur(position.latitude), longitude: blur(position.longitude) },
        precision: 'approximate',
      };
    case ADDRESS_PRECISION.hidden:
      return {
        street: null,
        postalCode: null,
        city: listing.city,
        country: listing.country,
        position: null,
        precision: 'hidden',
      };
  }
}

const PUBLIC_FIELDS = [
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
] as const satisfies readonly (keyof ListingEntity)[];

export type PublicListing = Pick<ListingEntity, (typeof PUBLIC_FIELDS)[number]> & {
  address: PublicAddress;
  photos: PhotoView[];
  agency: { name: string; slug: string };
  agent: { slug: string | null; firstName: string } | null;
};

/** Only what a prospect may see: an allow-list, so a new internal column never leaks by default. */
export function toPublicListing(
  listing: ListingEntity,
  photos: PhotoView[],
  agency: PublicListing['agency'],
  agent: PublicListing['agent'],
): PublicListing {
  const picked = Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, listing[field]])) as Pick<
    ListingEntity,
    (typeof PUBLIC_FIELDS)[number]
  >;
  return { ...picked, address: publicAddress(listing), photos, agency, agent };
}
