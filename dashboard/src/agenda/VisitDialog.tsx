import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CancelReasonFields } from './CancelReasonFields';
import { todayKey } from './calendar-days';
import { SlotPicker } from './SlotPicker';
import { TakenSlots } from './TakenSlots';
import type { AgendaListing, AgendaVisit } from './types';
import { useVisitDialog } from './useVisitDialog';
import { VisitFacts } from './VisitFacts';
import { candidateName } from './visit-style';

interface VisitDialogProps {
  visit: AgendaVisit;
  listing: AgendaListing | undefined;
  timeZone: string;
  now: number;
  onClose: () => void;
  onChanged: () => void;
}

/** One visit: who, when, where; then move, cancel, or mark done / no-show once it has started. */
export function VisitDialog(props: VisitDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { visit } = props;
  const dialog = useVisitDialog(visit, props.now, props.onChanged, props.onClose);
  const { mode } = dialog;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{candidateName(visit)}</DialogTitle>
      <DialogContent>
        <VisitFacts {...props} />
        {mode === 'move' && (
          <Box sx={{ mt: 2 }}>
            <SlotPicker
              agentId={visit.agentId}
              listingId={visit.listingId}
              timeZone={props.timeZone}
              fromDay={todayKey(props.now, props.timeZone)}
              now={props.now}
              selected={dialog.startsAt}
              onSelect={(slot) => dialog.chooseStart(slot.startsAt)}
            />
            {dialog.nextSlots && (
              <TakenSlots
                slots={dialog.nextSlots}
                timeZone={props.timeZone}
                selected={dialog.startsAt}
                onSelect={(slot) => dialog.setStartsAt(slot.startsAt)}
              />
            )}
          </Box>
        )}
        {mode === 'cancel' && <CancelReasonFields state={dialog.reason} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mode === 'view' && dialog.mayMark && (
          <>
            <Button color="warning" disabled={dialog.busy} onClick={dialog.markNoShow}>
              {translate('agenda.visit.noShow')}
            </Button>
            <Button variant="contained" disabled={dialog.busy} onClick={dialog.markDone}>
              {translate('agenda.visit.done')}
            </Button>
          </>
        )}
        {mode === 'view' && dialog.mayChange && (
          <>
            <Button color="error" onClick={() => dialog.setMode('cancel')}>
              {translate('agenda.visit.cancel')}
            </Button>
            <Button variant="outlined" onClick={() => dialog.setMode('move')}>
              {translate('agenda.visit.move')}
            </Button>
            {dialog.mayConfirm && (
              <Button variant="contained" color="success" disabled={dialog.busy} onClick={dialog.confirm}>
                {translate('agenda.visit.confirm')}
              </Button>
            )}
          </>
        )}
        {mode === 'view' && dialog.mayInvite && (
          <Button variant="outlined" disabled={dialog.busy} onClick={dialog.invite}>
            {translate('agenda.visit.inviteToApply')}
          </Button>
        )}
        {mode !== 'view' && <Button onClick={() => dialog.setMode('view')}>{translate('agenda.visit.back')}</Button>}
        {mode === 'move' && (
          <Button variant="contained" disabled={dialog.busy || dialog.startsAt === null} onClick={dialog.move}>
            {translate('agenda.visit.confirmMove')}
          </Button>
        )}
        {mode === 'cancel' && (
          <Button
            variant="contained"
            color="error"
            disabled={dialog.busy || !dialog.reason.ready}
            onClick={dialog.cancel}
          >
            {translate('agenda.visit.confirmCancel')}
          </Button>
        )}
        {mode === 'view' && <Button onClick={props.onClose}>{translate('agenda.visit.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
