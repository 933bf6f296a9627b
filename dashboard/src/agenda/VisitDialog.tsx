import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { canInviteToApply, displayPhone, mailtoHref } from '@creneau/contracts';
import { useLocaleState, useTranslate } from 'react-admin';
import { listingTitle } from '../dashboard/VisitItem';
import { ApplicationFacts } from './ApplicationFacts';
import { PrequalificationFacts } from './PrequalificationFacts';
import { todayKey } from './calendar-days';
import { SlotPicker } from './SlotPicker';
import { TakenSlots } from './TakenSlots';
import type { AgendaListing, AgendaVisit } from './types';
import { useVisitAction } from './useVisitAction';
import { useJson } from './useAgenda';
import { STATUS_STYLE, candidateName } from './visit-style';

type Mode = 'view' | 'move' | 'cancel';
const OPEN = new Set(['booked', 'confirmed']);

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
  const [mode, setMode] = useState<Mode>('view');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { visit } = props;
  const action = useVisitAction(props.onChanged);
  const path = (what: string) => `/api/visits/${visit.id}/${what}`;
  const done = async (ok: Promise<boolean>) => (await ok) && props.onClose();
  const started = Date.parse(visit.startsAt) <= props.now;
  const open = OPEN.has(visit.status);
  // After the visit the agent may open the application questions to the candidate (applicant-data policy).
  const mayInvite = canInviteToApply(visit, props.now) && !visit.application && !visit.applicationInvitedAt;
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
              selected={startsAt}
              onSelect={(slot) => (setStartsAt(slot.startsAt), action.reset())}
            />
            {action.nextSlots && (
              <TakenSlots
                slots={action.nextSlots}
                timeZone={props.timeZone}
                selected={startsAt}
                onSelect={(slot) => setStartsAt(slot.startsAt)}
              />
            )}
          </Box>
        )}
        {mode === 'cancel' && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={translate('agenda.visit.reason')}
            helperText={translate('agenda.visit.reasonHelp')}
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, 500))}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {mode === 'view' && open && started && (
          <>
            <Button
              color="warning"
              disabled={action.busy}
              onClick={() =>
                void done(action.run(path('outcome'), { outcome: 'no_show' }, 'agenda.visit.markedNoShow'))
              }
            >
              {translate('agenda.visit.noShow')}
            </Button>
            <Button
              variant="contained"
              disabled={action.busy}
              onClick={() => void done(action.run(path('outcome'), { outcome: 'done' }, 'agenda.visit.markedDone'))}
            >
              {translate('agenda.visit.done')}
            </Button>
          </>
        )}
        {mode === 'view' && open && !started && (
          <>
            <Button color="error" onClick={() => setMode('cancel')}>
              {translate('agenda.visit.cancel')}
            </Button>
            <Button variant="outlined" onClick={() => setMode('move')}>
              {translate('agenda.visit.move')}
            </Button>
            {visit.status === 'booked' && (
              // The candidate said so on the phone: the agent confirms for them, and reminders stop asking.
              <Button
                variant="contained"
                color="success"
                disabled={action.busy}
                onClick={() => void done(action.run(path('confirm'), {}, 'agenda.visit.confirmedByAgent'))}
              >
                {translate('agenda.visit.confirm')}
              </Button>
            )}
          </>
        )}
        {mode === 'view' && mayInvite && (
          <Button
            variant="outlined"
            disabled={action.busy}
            onClick={() => void done(action.run(path('application-invitation'), {}, 'agenda.visit.invitedToApply'))}
          >
            {translate('agenda.visit.inviteToApply')}
          </Button>
        )}
        {mode !== 'view' && <Button onClick={() => setMode('view')}>{translate('agenda.visit.back')}</Button>}
        {mode === 'move' && (
          <Button
            variant="contained"
            disabled={action.busy || startsAt === null}
            onClick={() => void done(action.run(path('reschedule'), { startsAt }, 'agenda.visit.moved'))}
          >
            {translate('agenda.visit.confirmMove')}
          </Button>
        )}
        {mode === 'cancel' && (
          <Button
            variant="contained"
            color="error"
            disabled={action.busy || reason.trim() === ''}
            onClick={() => void done(action.run(path('cancel'), { reason: reason.trim() }, 'agenda.visit.cancelled'))}
          >
            {translate('agenda.visit.confirmCancel')}
          </Button>
        )}
        {mode === 'view' && <Button onClick={props.onClose}>{translate('agenda.visit.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
}

function VisitFacts({ visit, listing, timeZone, onChanged }: VisitDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const colours = STATUS_STYLE[visit.status];
  const when = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  const until = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const title = listingTitle(listing, locale);
  return (
    <Stack spacing={1}>
      <Box>
        <Chip
          size="small"
          label={translate(`agenda.status.${visit.status}`)}
          sx={{ bgcolor: colours.background, color: colours.text, border: `1px solid ${colours.border}` }}
        />
      </Box>
      <Typography data-testid="visit-when" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {`${when.format(Date.parse(visit.startsAt))} – ${until.format(Date.parse(visit.endsAt))}`}
      </Typography>
      <Typography color="text.secondary">
        {listing?.reference ?? '…'}
        {title ? ` · ${title}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {visit.candidate.phone && (
          <Link href={`tel:${visit.candidate.phone.replace(/[ .-]/g, '')}`}>{displayPhone(visit.candidate.phone)}</Link>
        )}
        {visit.candidate.email && (
          <Link href={mailtoHref(visit.candidate.email)} sx={{ overflowWrap: 'anywhere' }}>
            {visit.candidate.email}
          </Link>
        )}
      </Box>
      {visit.status === 'cancelled' && visit.cancelledWhy && (
        <Typography variant="body2" color="text.secondary">
          {translate('agenda.visit.cancelledWhy', { reason: visit.cancelledWhy })}
        </Typography>
      )}
      {visit.rescheduledTo && <MovedTo id={visit.rescheduledTo} timeZone={timeZone} />}
      <PrequalificationFacts visit={visit} onChanged={onChanged} />
      <ApplicationFacts visit={visit} />
      <Box>
        <Link href={`/api/visits/${encodeURIComponent(visit.id)}/ics`} download data-testid="visit-ics">
          {translate('agenda.visit.ics')}
        </Link>
      </Box>
    </Stack>
  );
}

/** Where a moved visit went: the start of the visit that replaced it. */
function MovedTo({ id, timeZone }: { id: string; timeZone: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useJson<AgendaVisit>(`/api/visits/${encodeURIComponent(id)}`, 0);
  if (!data) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="visit-moved-to">
      {translate('agenda.visit.movedTo', { when: when.format(Date.parse(data.startsAt)) })}
    </Typography>
  );
}
