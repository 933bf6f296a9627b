import type { AvailabilityAnswer } from '@creneau/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { agencyDayKey } from '../dashboard/agency-day';
import { errorKey } from './api-errors';
import { addDays, zonedInstant, type DayKey } from './calendar-days';
import type { OfferedSlot } from './types';
import { useJson } from './useAgenda';

const PAGE_DAYS = 7;

/** The starts availability offers for an agent and a listing, a week at a time from `fromDay`. */
export function SlotPicker(props: {
  agentId: string;
  listingId: string;
  timeZone: string;
  fromDay: DayKey;
  now: number;
  selected: string | null;
  onSelect: (slot: OfferedSlot) => void;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const first = addDays(props.fromDay, page * PAGE_DAYS);
  const from = Math.max(props.now, zonedInstant(first, 0, props.timeZone));
  const to = zonedInstant(addDays(first, PAGE_DAYS), 0, props.timeZone);
  const query = new URLSearchParams({
    listingId: props.listingId,
    from: new Date(from).toISOString(),
    to: new Date(Math.max(to, from + 60_000)).toISOString(),
  });
  const path = `/api/agents/${encodeURIComponent(props.agentId)}/availability?${query.toString()}`;
  const { data, error } = useJson<AvailabilityAnswer>(path, 0);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={translate('agenda.slots.earlier')}
          disabled={from <= props.now}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle2">{translate('agenda.slots.title')}</Typography>
        <IconButton aria-label={translate('agenda.slots.later')} onClick={() => setPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {error ? (
        <Alert severity="error">{translate(errorKey(error))}</Alert>
      ) : data ? (
        <SlotList {...props} slots={data.slots} />
      ) : (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      )}
    </Box>
  );
}

/** Offered starts grouped by the agency's day; the chosen one stands out. */
export function SlotList(props: {
  slots: OfferedSlot[];
  timeZone: string;
  selected: string | null;
  onSelect: (slot: OfferedSlot) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (props.slots.length === 0) return <Typography color="text.secondary">{translate('agenda.slots.none')}</Typography>;
  const heading = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: props.timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: props.timeZone });
  const days = new Map<string, OfferedSlot[]>();
  for (const slot of props.slots) {
    const key = agencyDayKey(Date.parse(slot.startsAt), props.timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return (
    <Box sx={{ maxHeight: 280, overflowY: 'auto' }}>
      {[...days.entries()].map(([key, slots]) => (
        <Box key={key} role="group" aria-label={heading.format(Date.parse(slots[0].startsAt))} sx={{ mb: 1.5 }}>
          <Typography
            variant="caption"
            component="h3"
            sx={{ color: 'text.secondary', '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {heading.format(Date.parse(slots[0].startsAt))}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
            {slots.map((slot) => (
              <Button
                key={slot.startsAt}
                size="small"
                data-starts-at={slot.startsAt}
                variant={props.selected === slot.startsAt ? 'contained' : 'outlined'}
                aria-pressed={props.selected === slot.startsAt}
                onClick={() => props.onSelect(slot)}
                sx={{ minWidth: 64 }}
              >
                {time.format(Date.parse(slot.startsAt))}
              </Button>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
