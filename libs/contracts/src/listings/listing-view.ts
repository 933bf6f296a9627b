import type { FormChoice } from '../applicant-data/forms';
import type { Language } from '../i18n';
import type {
  AddressPrecision,
  DiffusionMode,
  EnergyRating,
  FeesPaidBy,
  ListingSource,
  ListingStatus,
  Transaction,
} from './property-enums';

/** A text in each of the languages it was written in. */
export type LocalizedText = Partial<Record<'fr' | 'nl' | 'en', string>>;

/** A listing photo's renditions, by size name (thumb, medium, large). */
export interface PhotoView {
  id: string;
  position: number;
  width: number;
  height: number;
  urls: Record<'thumb' | 'medium' | 'large', string>;
}

/** A listing as the back office reads and edits it (GET/POST/PUT /api/listings), photos in order. */
export interface ListingView {
  id: string;
  agencyId: string;
  agentId: string | null;
  reference: string;
  transaction: Transaction;
  propertyType: string;
  title: LocalizedText;
  description: LocalizedText;
  currency: string;
  rent: number | null;
  charges: number | null;
  deposit: number | null;
  price: number | null;
  agencyFees: number | null;
  feesPaidBy: FeesPaidBy | null;
  surface: number | null;
  rooms: number | null;
  bedrooms: number | null;
  floor: number | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  // The same address in the region's other language (Brussels: French and Dutch), for the messages.
  streetAlt: string | null;
  cityAlt: string | null;
  country: 'FR' | 'BE';
  latitude: number | null;
  longitude: number | null;
  addressPrecision: AddressPrecision;
  buildingCondition: string | null;
  heatingType: string | null;
  features: string[];
  roomKinds: string[];
  kitchenKind: string | null;
  outlooks: string[];
  energyRating: EnergyRating | null;
  energyClass: string | null;
  climateClass: string | null;
  diffusionMode: DiffusionMode;
  portals: string[];
  status: ListingStatus;
  source: ListingSource;
  integrationId: string | null;
  externalId: string | null;
  visitDurationMinutes: number;
  visitBufferMinutes: number;
  visitMinNoticeHours: number;
  visitHorizonDays: number;
  visitorsPerSlot: number;
  /** The day the home can be moved into (YYYY-MM-DD); the move-in rule of prequalification compares with it. */
  availableFrom: string | null;
  /** The listing's own prequalification form; null when the agency's form for its transaction applies. */
  prequalification: FormChoice[] | null;
  /** The owner who receives the weekly visits report, when the agency records one. */
  ownerName: string | null;
  ownerEmail: string | null;
  ownerLanguage: Language | null;
  /** @format date-time */
  createdAt: string;
  /** @format date-time */
  updatedAt: string;
  photos: PhotoView[];
}
