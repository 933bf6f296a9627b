import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SlotList } from './SlotPicker';
import type { OfferedSlot } from './types';

/** What a 409 SLOT_TAKEN leaves the user with: the reason and the next free starts to pick from. */
export function TakenSlots(props: {
  slots: OfferedSlot[];
  timeZone: string;
  selected: string | null;
  onSelect: (slot: OfferedSlot) => void;
}) {
  const translate = useTranslate();
  return (
    <Box data-testid="taken-slots" sx={{ mt: 2 }}>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {translate('errors.SLOT_TAKEN')} {props.slots.length > 0 ? translate('agenda.slots.nextFree') : ''}
      </Alert>
      <SlotList {...props} />
    </Box>
  );
}
