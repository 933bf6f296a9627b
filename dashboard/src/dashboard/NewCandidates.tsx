import { displayPhone, mailtoHref } from '@creneau/contracts';
import { Box, Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../time/agency-time';
import { InterestChip } from './InterestChip';
import type { HomeListing, HomeSummary } from './useAgentHome';

/** The candidates met for the first time this week, with a number to call back. */
export function NewCandidates(props: {
  summary: HomeSummary | undefined;
  listings: Map<string, HomeListing>;
  timeZone: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const latest = props.summary?.newCandidates.latest ?? [];
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: props.timeZone,
  });
  if (latest.length === 0) {
    return <Typography color="text.secondary">{translate('dashboard.newCandidates.none')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {latest.map((candidate) => (
        <Box
          component="li"
          key={candidate.id}
          data-testid="new-candidate"
          sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${candidate.firstName} ${candidate.lastName}`}
          </Typography>
          {candidate.phone ? (
            <Link href={`tel:${candidate.phone.replace(/[ .-]/g, '')}`}>{displayPhone(candidate.phone)}</Link>
          ) : (
            candidate.email && (
              <Link href={mailtoHref(candidate.email)} sx={{ overflowWrap: 'anywhere' }}>
                {candidate.email}
              </Link>
            )
          )}
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.newCandidates.since', {
              date: date.format(Date.parse(candidate.createdAt)),
              listing: props.listings.get(candidate.visit.listingId)?.reference ?? '…',
            })}
          </Typography>
          <InterestChip interested={candidate.visit.interested} />
        </Box>
      ))}
    </Box>
  );
}
