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
import { useLocaleState, useTranslate } from 'react-admin';
import { listingTitle } from '../dashboard/VisitItem';
import type { DayKey } from './calendar-days';
import { SlotPicker } from './SlotPicker';
import { TakenSlots } from './TakenSlots';
import { CONTACT_FIELDS, useCreateVisitForm } from './useCreateVisitForm';

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
  const form = useCreateVisitForm(props.agentId, props.onChanged, props.onClose);
  const { listingId, startsAt, invalid, required } = form;
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
          onChange={(event) => form.chooseListing(event.target.value)}
          helperText={form.listings?.length === 0 ? translate('agenda.create.noListing') : ' '}
        >
          {(form.listings ?? []).map((listing) => (
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
              value={form.contact[field]}
              error={invalid.has(`contact.${field}`)}
              helperText={
                invalid.has(`contact.${field}`)
                  ? translate(`agenda.create.invalid.${field}`)
                  : !required(field)
                    ? translate('agenda.create.oneOf')
                    : ' '
              }
              onChange={(event) => form.type(field, event.target.value)}
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
            onSelect={(slot) => form.chooseStart(slot.startsAt)}
          />
        )}
        {form.nextSlots && (
          <TakenSlots
            slots={form.nextSlots}
            timeZone={props.timeZone}
            selected={startsAt}
            onSelect={(slot) => form.setStartsAt(slot.startsAt)}
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
        <Button variant="contained" disabled={!form.canSubmit} onClick={() => void form.submit()}>
          {translate('agenda.create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
