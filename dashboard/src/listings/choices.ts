import {
  BUILDING_CONDITIONS,
  DIFFUSION_MODES,
  ENERGY_CLASSES,
  ENERGY_RATINGS,
  FEATURES,
  FEES_PAID_BY,
  HEATING_TYPES,
  KITCHEN_KINDS,
  LISTING_PORTALS,
  LISTING_STATUSES,
  OUTLOOKS,
  PROPERTY_TYPES,
  ROOM_KINDS,
  TRANSACTIONS,
} from '@creneau/contracts';

// Labels come from the `enums` catalogue namespace, shared with the public site and the e-mails.
const choices = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `enums:${group}.${id}` }));

export const transactionChoices = choices('transaction', TRANSACTIONS);
export const propertyTypeChoices = choices('propertyType', PROPERTY_TYPES);
export const statusChoices = choices('listingStatus', LISTING_STATUSES);
export const feesPaidByChoices = choices('feesPaidBy', FEES_PAID_BY);
export const conditionChoices = choices('buildingCondition', BUILDING_CONDITIONS);
export const heatingChoices = choices('heating', HEATING_TYPES);
export const featureChoices = choices('feature', FEATURES);
export const roomChoices = choices('room', ROOM_KINDS);
export const kitchenChoices = choices('kitchen', KITCHEN_KINDS);
export const outlookChoices = choices('outlook', OUTLOOKS);
export const energyRatingChoices = choices('energyRating', ENERGY_RATINGS);
export const diffusionChoices = choices('diffusionMode', DIFFUSION_MODES);
export const energyClassChoices = ENERGY_CLASSES.map((id) => ({ id, name: id }));
export const precisionChoices = [
  { id: 1, name: 'enums:addressPrecision.exact' },
  { id: 0, name: 'enums:addressPrecision.approximate' },
  { id: 2, name: 'enums:addressPrecision.hidden' },
];
export const portalChoices = LISTING_PORTALS.map((portal) => ({ id: portal.id, name: portal.name }));
export const currencyChoices = ['EUR', 'CHF', 'GBP', 'USD'].map((id) => ({ id, name: id }));
