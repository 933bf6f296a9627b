import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { displayPhone, mailtoHref } from '@creneau/contracts';
import { useLocaleState, useTranslate } from 'react-admin';
import { listingTitle } from '../dashboard/VisitItem';
import { ApplicationFacts } from './ApplicationFacts';
import { PrequalificationFacts } from './PrequalificationFacts';
import type { AgendaListing, AgendaVisit } from './types';
import { useJson } from './useAgenda';
import { STATUS_STYLE } from './visit-style';

/** Who, when, where, in what state: what the visit dialog shows whatever it is doing. */
export function VisitFacts({
  visit,
  listing,
  timeZone,
  onChanged,
}: {
  visit: AgendaVisit;
  listing: AgendaListing | undefined;
  timeZone: string;
  onChanged: () => void;
}) {
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
          label={translate(`enums:visitStatus.${visit.status}`)}
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
      <PrequalificationFacts visit={visit} timeZone={timeZone} onChanged={onChanged} />
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
