import { Create, Edit } from 'react-admin';
import { ListingForm } from './ListingForm';
import { ListingPrequalificationPanel } from '../prequalification/ListingPrequalificationPanel';

// What the server computes or owns is never sent back: the API refuses unknown fields.
const SERVER_FIELDS = [
  'id',
  'agencyId',
  'source',
  'integrationId',
  'externalId',
  'createdAt',
  'updatedAt',
  'photos',
  'country',
  // No input edits it and the API does not take it: sending it back made every save of a listing fail.
  'prequalification',
];

// Emptied in the form, these are sent as null so that the API clears them (the owner stops getting reports).
const CLEARABLE_FIELDS = ['ownerName', 'ownerEmail', 'ownerLanguage', 'availableFrom'];

export function listingPayload(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !SERVER_FIELDS.includes(key))
      .map(([key, value]) => [key, CLEARABLE_FIELDS.includes(key) && value === '' ? null : value])
      .filter(([key, value]) => CLEARABLE_FIELDS.includes(key as string) || (value !== null && value !== '')),
  );
}

export function ListingEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={listingPayload}>
      <ListingForm editing />
      <ListingPrequalificationPanel />
    </Edit>
  );
}

export function ListingCreate() {
  return (
    <Create redirect="edit" transform={listingPayload}>
      <ListingForm />
    </Create>
  );
}
