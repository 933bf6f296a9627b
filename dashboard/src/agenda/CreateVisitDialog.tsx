import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { listingPolicy } from '@creneau/contracts';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { listingTitle } from '../dashboard/VisitItem';
import { invalidFields } from './api-errors';
import type { DayKey } from './calendar-days';
import { SlotPicker } from './SlotPicker';
import { TakenSlots } from './TakenSlots';
import type { AgendaListing } from './types';
import { useVisitAction } from './useVisitAction';

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
type Contact = Record<(typeof CONTACT_FIELDS)[number], string>;
const EMPTY: Contact = { firstName: '', lastName: '', email: '', phone: '' };

/** Book for a candidate: one of the agent's listings, the candidate's contact, a start availability offers. */
export function CreateVisitDialog(props: {
  agentId: string;
  timeZone: string;
  fromDay: DayKey;
  now: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [listingId, setListingId] = useState('');
  const [contact, setContact] = useState<Contact>(EMPTY);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const action = useVisitAction(props.onChanged);
  const listings = useGetList<AgendaListing>('listings', {
    filter: { agentId: props.agentId, status: ['active', 'under_offer', 'draft'] },
    sort: { field: 'reference', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  const invalid = invalidFields(action.error);
  // In Belgium the candidate gives one means of contact of their choice (applicant-data policy).
  const listing = listings.data?.find(({ id }) => id === listingId);
  const oneOf = listing !== undefined && listingPolicy(listing).contact === 'oneOf';
  const required = (field: (typeof CONTACT_FIELDS)[number]) => !oneOf || field === 'firstName' || field === 'lastName';
  const filled = (field: (typeof CONTACT_FIELDS)[number]) => contact[field].trim() !== '';
  const complete =
    listingId !== '' &&
    startsAt !== null &&
    CONTACT_FIELDS.every((field) => !required(field) || filled(field)) &&
    (filled('email') || filled('phone'));
  const submit = async () => {
    const trimmed = Object.fromEntries(CONTACT_FIELDS.filter(filled).map((field) => [field, contact[field].trim()]));
    const ok = await action.run('/api/visits', { listingId, startsAt, contact: trimmed }, 'agenda.create.booked');
    if (ok) props.onClose();
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{translate('agenda.create.title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('agenda.create.listing')}
          value={listingId}
          onChange={(event) => (setListingId(event.target.value), setStartsAt(null), action.reset())}
          helperText={listings.data?.length === 0 ? translate('agenda.create.noListing') : ' '}
        >
          {(listings.data ?? []).map((listing) => (
            <MenuItem key={listing.id} value={listing.id}>
              {[listing.reference, listingTitle(listing, locale)].filter(Boolean).join(' · ')}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field}
              margin="dense"
              required={required(field)}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              label={translate(`agenda.create.${field}`)}
              value={contact[field]}
              error={invalid.has(`contact.${field}`)}
              helperText={
                invalid.has(`contact.${field}`)
                  ? translate(`agenda.create.invalid.${field}`)
                  : !required(field)
                    ? translate('agenda.create.oneOf')
                    : ' '
              }
              onChange={(event) => setContact({ ...contact, [field]: event.target.value.slice(0, 120) })}
            />
          ))}
        </Box>
        {listingId && (
          <SlotPicker
            key={listingId}
            agentId={props.agentId}
            listingId={listingId}
            timeZone={props.timeZone}
            fromDay={props.fromDay}
            now={props.now}
            selected={startsAt}
            onSelect={(slot) => (setStartsAt(slot.startsAt), action.reset())}
          />
        )}
        {action.nextSlots && (
          <TakenSlots
            slots={action.nextSlots}
            timeZone={props.timeZone}
            selected={startsAt}
            onSelect={(slot) => setStartsAt(slot.startsAt)}
          />
        )}
        {invalid.size > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('errors.VALIDATION_FAILED')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!complete || action.busy} onClick={() => void submit()}>
          {translate('agenda.create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
