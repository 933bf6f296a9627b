// The property enumerations of the specification (section 3). Labels live in the `enums` namespace of
// the i18n catalogues (fr, nl, en), keyed by the names below; a unit test checks none is missing.
export const DIFFUSION_MODES = ['physical', 'online', 'physical_and_online', 'none'] as const;
export const MULTI_OPTION_VALUES = ['no', 'first', 'all'] as const;
export const BUILDING_CONDITIONS = ['old', 'recent', 'new', 'constructionProject'] as const;
export const HEATING_TYPES = ['individual', 'central', 'electric', 'gas', 'ground'] as const;
export const FEATURES = [
  'elevator',
  'garden',
  'basement',
  'fireplace',
  'custodian',
  'niceView',
  'balcony',
  'groundFloor',
  'terrace',
  'cave',
  'garage',
  'parking',
  'box',
  'woodFloor',
  'lastFloor',
  'closet',
  'disabledAccess',
  'alarm',
] as const;
export const ROOM_KINDS = [
  'separatedToilets',
  'bathroom',
  'showerRoom',
  'separatedEntrance',
  'livingRoom',
  'diningroom',
] as const;
export const KITCHEN_KINDS = ['separatedKitchen', 'americanKitchen', 'kitchenCorner', 'equipedKitchen'] as const;
export const OUTLOOKS = ['noOpenOutlook', 'south'] as const;
/** DPE: NS not submitted, VI blank, or the method of 2011 or 2021 with energy and climate classes. */
export const ENERGY_RATINGS = ['NS', 'VI', '2011', '2021'] as const;
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** Numeric on the wire, as in the specification. */
export const LISTING_SOURCE = { manual: 0, tool: 1, portal: 2 } as const;
export const ADDRESS_PRECISION = { approximate: 0, exact: 1, hidden: 2 } as const;

export const TRANSACTIONS = ['rent', 'sale'] as const;
export const PROPERTY_TYPES = [
  'apartment',
  'house',
  'studio',
  'loft',
  'land',
  'parking',
  'commercial',
  'office',
] as const;
export const LISTING_STATUSES = ['draft', 'active', 'under_offer', 'let_or_sold', 'archived'] as const;
export const FEES_PAID_BY = ['buyer', 'seller', 'shared'] as const;

export type DiffusionMode = (typeof DIFFUSION_MODES)[number];
export type MultiOptionValue = (typeof MULTI_OPTION_VALUES)[number];
export type BuildingCondition = (typeof BUILDING_CONDITIONS)[number];
export type HeatingType = (typeof HEATING_TYPES)[number];
export type Feature = (typeof FEATURES)[number];
export type RoomKind = (typeof ROOM_KINDS)[number];
export type KitchenKind = (typeof KITCHEN_KINDS)[number];
export type Outlook = (typeof OUTLOOKS)[number];
export type EnergyRating = (typeof ENERGY_RATINGS)[number];
export type EnergyClass = (typeof ENERGY_CLASSES)[number];
export type ListingSource = (typeof LISTING_SOURCE)[keyof typeof LISTING_SOURCE];
export type AddressPrecision = (typeof ADDRESS_PRECISION)[keyof typeof ADDRESS_PRECISION];
export type Transaction = (typeof TRANSACTIONS)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type FeesPaidBy = (typeof FEES_PAID_BY)[number];

/** Every labelled enumeration, by its key in the `enums` catalogue namespace. */
export const LABELLED_ENUMS = {
  diffusionMode: DIFFUSION_MODES,
  multiOption: MULTI_OPTION_VALUES,
  buildingCondition: BUILDING_CONDITIONS,
  heating: HEATING_TYPES,
  feature: FEATURES,
  room: ROOM_KINDS,
  kitchen: KITCHEN_KINDS,
  outlook: OUTLOOKS,
  energyRating: ENERGY_RATINGS,
  source: Object.keys(LISTING_SOURCE) as (keyof typeof LISTING_SOURCE)[],
  addressPrecision: Object.keys(ADDRESS_PRECISION) as (keyof typeof ADDRESS_PRECISION)[],
  transaction: TRANSACTIONS,
  propertyType: PROPERTY_TYPES,
  listingStatus: LISTING_STATUSES,
  feesPaidBy: FEES_PAID_BY,
} as const;
