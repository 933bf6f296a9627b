import { displayPhone, isLanguage, mailtoHref, type VisitStatus } from '@creneau/contracts';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Chip, Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../time/agency-time';
import { InterestChip } from './InterestChip';
import type { HomeListing, HomeVisit } from './useAgentHome';
import { VisitActions } from './VisitActions';

const STATUS_COLORS: Record<VisitStatus, 'warning' | 'success' | 'default' | 'error'> = {
  booked: 'warning',
  confirmed: 'success',
  done: 'default',
  no_show: 'error',
  cancelled: 'default',
  rescheduled: 'default',
};

export const listingTitle = (listing: HomeListing | undefined, locale: string): string | undefined =>
  listing &&
  ((isLanguage(locale) ? listing.title[locale] : undefined) ??
    listing.title.fr ??
    listing.title.nl ??
    listing.title.en);

/** One visit: when, where, who (with a number to call) and what state; unconfirmed ones stand out. */
export function VisitItem(props: {
  visit: HomeVisit;
  listing: HomeListing | undefined;
  timeZone: string;
  now: number;
  onChanged: () => void;
}) {
  const { visit, listing } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: props.timeZone,
  });
  const unconfirmed = visit.status === 'booked';
  const title = listingTitle(listing, locale);
  return (
    <Box
      component="li"
      data-testid="home-visit"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '4rem 1fr', sm: '5.5rem 1fr auto' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'start',
        py: 1.5,
        pl: 1.5,
        pr: 1,
        borderLeft: 4,
        borderColor: unconfirmed ? 'warning.main' : 'transparent',
        '& + &': { borderTop: 1, borderTopColor: 'divider' },
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{time.format(Date.parse(visit.startsAt))}</Typography>
        <Typography variant="caption" color="text.secondary">
          {time.format(Date.parse(visit.endsAt))}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {`${visit.candidate.firstName} ${visit.candidate.lastName}`}
        </Typography>
        {visit.candidate.phone ? (
          <Link href={`tel:${visit.candidate.phone.replace(/[ .-]/g, '')}`} sx={{ display: 'inline-flex', gap: 0.5 }}>
            <PhoneIcon fontSize="inherit" sx={{ mt: '3px' }} />
            {displayPhone(visit.candidate.phone)}
          </Link>
        ) : (
          visit.candidate.email && (
            <Link href={mailtoHref(visit.candidate.email)} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {visit.candidate.email}
            </Link>
          )
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {listing ? listing.reference : '…'}
          {title ? ` · ${title}` : ''}
        </Typography>
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          color={STATUS_COLORS[visit.status]}
          variant={unconfirmed ? 'filled' : 'outlined'}
          icon={unconfirmed ? <PendingActionsIcon /> : undefined}
          label={translate(`enums:visitStatus.${visit.status}`)}
        />{' '}
        <InterestChip interested={visit.interested} />
      </Box>
      <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, justifySelf: { sm: 'end' } }}>
        <VisitActions visit={visit} now={props.now} onChanged={props.onChanged} />
      </Box>
    </Box>
  );
}
