import { listingPolicy } from '@creneau/contracts';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { invalidFields } from './api-errors';
import type { AgendaListing } from './types';
import { useVisitAction } from './useVisitAction';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
type Contact = Record<ContactField, string>;
const EMPTY: Contact = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * What booking for a candidate needs apart from its dialog: the agent's bookable listings, the chosen
 * one, the candidate's contact as the listing's region asks it, the start, and the POST.
 */
export function useCreateVisitForm(agentId: string, onChanged: () => void, onBooked: () => void) {
  const [listingId, setListingId] = useState('');
  const [contact, setContact] = useState<Contact>(EMPTY);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const action = useVisitAction(onChanged);
  const listings = useGetList<AgendaListing>('listings', {
    filter: { agentId, status: ['active', 'under_offer', 'draft'] },
    sort: { field: 'reference', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  // In Belgium the candidate gives one means of contact of their choice (applicant-data policy).
  const listing = listings.data?.find(({ id }) => id === listingId);
  const oneOf = listing !== undefined && listingPolicy(listing).contact === 'oneOf';
  const required = (field: ContactField) => !oneOf || field === 'firstName' || field === 'lastName';
  const filled = (field: ContactField) => contact[field].trim() !== '';
  const complete =
    listingId !== '' &&
    startsAt !== null &&
    CONTACT_FIELDS.every((field) => !required(field) || filled(field)) &&
    (filled('email') || filled('phone'));

  const chooseListing = (id: string) => {
    setListingId(id);
    setStartsAt(null);
    action.reset();
  };
  const chooseStart = (start: string) => {
    setStartsAt(start);
    action.reset();
  };
  const type = (field: ContactField, value: string) => setContact({ ...contact, [field]: value.slice(0, 120) });
  const submit = async () => {
    const trimmed = Object.fromEntries(CONTACT_FIELDS.filter(filled).map((field) => [field, contact[field].trim()]));
    const ok = await action.run('/api/visits', { listingId, startsAt, contact: trimmed }, 'agenda.create.booked');
    if (ok) onBooked();
  };
  return {
    listings: listings.data,
    listingId,
    chooseListing,
    contact,
    type,
    required,
    invalid: invalidFields(action.error),
    startsAt,
    chooseStart,
    setStartsAt,
    nextSlots: action.nextSlots,
    canSubmit: complete && !action.busy,
    submit,
  };
}
