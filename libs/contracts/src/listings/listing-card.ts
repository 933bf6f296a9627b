import type { PropertyType, Transaction } from './property-enums';

/** What a public page shows of a listing in a list: enough to choose, nothing the agency keeps private. */
export interface ListingCard {
  id: string;
  transaction: Transaction;
  propertyType: PropertyType;
  title: Partial<Record<'fr' | 'nl' | 'en', string>>;
  /** Monthly rent for a let, price for a sale. */
  amount: number | null;
  currency: string;
  surface: number | null;
  rooms: number | null;
  bedrooms: number | null;
  city: string | null;
  /** The listing's country: a Belgian one says "sous option" / "in optie" where France says "sous offre". */
  country: 'FR' | 'BE';
  status: 'active' | 'under_offer';
  cover: { thumb: string; medium: string } | null;
}
