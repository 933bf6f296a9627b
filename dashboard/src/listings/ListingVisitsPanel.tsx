import { Box, Chip, Typography } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { intlLocale } from '../time/agency-time';
import { useAgencyTime } from '../time/useAgencyTime';
import { InterestChip } from '../dashboard/InterestChip';
import type { HomeVisit } from '../dashboard/useAgentHome';
import { useVisitSummary } from '../dashboard/useVisitSummary';
import { VoucherLink } from '../dashboard/VoucherLink';

const RECENT = 30;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

/**
 * How the listing's visits go: its no-show rate and its visitors' interest over 90 days, and its
 * latest visits with each candidate's answer and signed bon de visite.
 */
export function ListingVisitsPanel() {
  const listing = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = useAgencyTime();
  const { data: summary } = useVisitSummary(listing !== undefined, { listingId: listing?.id });
  const { data: visits } = useGetList<HomeVisit>(
    'visits',
    {
      filter: { listingId: listing?.id, status: ['booked', 'confirmed', 'done', 'no_show'] },
      sort: { field: 'startsAt', order: 'DESC' },
      pagination: { page: 1, perPage: RECENT },
    },
    { enabled: listing !== undefined },
  );
  if (!listing) return null;
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 });
  const noShow = summary?.noShow;
  return (
    <Box component="section" aria-label={translate('resources.listings.visits.title')} sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
        <Figure
          label={translate('resources.listings.visits.noShowRate', { days: noShow?.days ?? 90 })}
          value={noShow ? (noShow.rate === null ? '—' : percent.format(noShow.rate)) : '…'}
        />
        <Figure label={translate('resources.listings.visits.done')} value={noShow ? String(noShow.done) : '…'} />
        <Figure label={translate('resources.listings.visits.noShow')} value={noShow ? String(noShow.noShow) : '…'} />
        <Figure
          label={translate('resources.listings.visits.interested')}
          value={summary ? `${summary.interest.interested} / ${summary.interest.notInterested}` : '…'}
        />
      </Box>
      {visits?.length === 0 && (
        <Typography color="text.secondary">{translate('resources.listings.visits.none')}</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visits?.map((visit) => (
          <Box
            component="li"
            key={visit.id}
            data-testid="listing-visit"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ minWidth: '9rem' }}>{time.format(visit.startsAt, 'dateTime')}</Typography>
            <Typography
              sx={{ fontWeight: 600 }}
            >{`${visit.candidate.firstName} ${visit.candidate.lastName}`}</Typography>
            <Chip size="small" variant="outlined" label={translate(`enums:visitStatus.${visit.status}`)} />
            <InterestChip interested={visit.interested} />
            {visit.voucher && <VoucherLink visitId={visit.id} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
