import type { ListingEntity } from '@creneau/server';
import { publicAddress } from './public-listing';

const listing = (addressPrecision: 0 | 1 | 2) =>
  ({
    street: '12 rue des Archives',
    postalCode: '75004',
    city: 'Paris',
    country: 'FR',
    latitude: 48.858844,
    longitude: 2.357221,
    addressPrecision,
  }) as ListingEntity;

describe('publicAddress', () => {
  it('shows the exact address and position when the precision is exact', () => {
    expect(publicAddress(listing(1))).toEqual({
      street: '12 rue des Archives',
      postalCode: '75004',
      city: 'Paris',
      country: 'FR',
      position: { latitude: 48.858844, longitude: 2.357221 },
      precision: 'exact',
    });
  });

  it('hides the street and blurs the position when approximate', () => {
    expect(publicAddress(listing(0))).toMatchObject({
      street: null,
      postalCode: '75004',
      position: { latitude: 48.86, longitude: 2.36 },
    });
  });

  it('shows the city only when hidden', () => {
    expect(publicAddress(listing(2))).toEqual({
      street: null,
      postalCode: null,
      city: 'Paris',
      country: 'FR',
      position: null,
      precision: 'hidden',
    });
  });
});
