import { ADDRESS_PRECISION } from '@creneau/contracts';
import type { ListingEntity } from '@creneau/server';
import {
  PUBLIC_LISTING_FIELDS,
  type PhotoView,
  type PublicAddress,
  type PublicListing,
  type PublicListingField,
} from '@creneau/contracts';

export type { PublicAddress, PublicListing };

// The contracts' allow-list names only columns a listing really has.
const PUBLIC_FIELDS: readonly (PublicListingField & keyof ListingEntity)[] = PUBLIC_LISTING_FIELDS;

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

/** Only what a prospect may see: an allow-list, so a new internal column never leaks by default. */
export function toPublicListing(
  listing: ListingEntity,
  photos: PhotoView[],
  agency: PublicListing['agency'],
  agent: PublicListing['agent'],
): PublicListing {
  const picked = Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, listing[field]])) as Pick<
    ListingEntity,
    PublicListingField
  >;
  return { ...picked, address: publicAddress(listing), photos, agency, agent };
}
