import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../time/agency-time';
import type { HomeSummary, HomeVisit } from './useAgentHome';

function Figure({ label, value, detail, tone }: { label: string; value: string; detail?: string; tone?: 'warning' }) {
  return (
    <Card variant="outlined" sx={{ borderColor: tone === 'warning' ? 'warning.main' : undefined }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 700, lineHeight: 1.2 }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Four figures at a glance: today, to confirm, new candidates, no-show rate. */
export function HomeFigures(props: { today: HomeVisit[]; coming: HomeVisit[]; summary: HomeSummary | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const unconfirmed = [...props.today, ...props.coming].filter((visit) => visit.status === 'booked').length;
  const noShow = props.summary?.noShow;
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Figure label={translate('dashboard.figures.today')} value={String(props.today.length)} />
      <Figure
        label={translate('dashboard.figures.unconfirmed')}
        value={String(unconfirmed)}
        tone={unconfirmed > 0 ? 'warning' : undefined}
      />
      <Figure
        label={translate('dashboard.figures.newCandidates', { days: props.summary?.newCandidates.days ?? 7 })}
        value={props.summary ? String(props.summary.newCandidates.total) : '…'}
      />
      <Figure
        label={translate('dashboard.figures.noShowRate', { days: noShow?.days ?? 90 })}
        value={noShow ? (noShow.rate === null ? '—' : percent.format(noShow.rate)) : '…'}
        detail={
          noShow
            ? translate('dashboard.figures.noShowDetail', { noShow: noShow.noShow, total: noShow.done + noShow.noShow })
            : undefined
        }
      />
    </Box>
  );
}
