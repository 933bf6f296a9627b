import { Create, Edit } from 'react-admin';
import { ListingForm } from './ListingForm';

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
];

export function listingPayload(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([key, value]) => !SERVER_FIELDS.includes(key) && value !== null && value !== ''),
  );
}

export function ListingEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={listingPayload}>
      <ListingForm editing />
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
