import BusinessIcon from '@mui/icons-material/Business';
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/Mail';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import QueueIcon from '@mui/icons-material/Queue';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';

const DEV_OUTBOX = `?filter=${encodeURIComponent(JSON.stringify({ provider: 'dev-outbox' }))}`;

interface Entry {
  key: string;
  icon: ReactNode;
  /** A page of the back office, or a page of its own (the queues board) outside it. */
  to: string;
  external?: boolean;
}

const ENTRIES: Entry[] = [
  { key: 'agencies', icon: <BusinessIcon />, to: '/agencies' },
  { key: 'users', icon: <PeopleIcon />, to: '/users' },
  { key: 'messages', icon: <MailIcon />, to: '/messages' },
  { key: 'devOutbox', icon: <OutboxIcon />, to: `/messages${DEV_OUTBOX}` },
  { key: 'audit', icon: <HistoryIcon />, to: '/audit-log' },
  { key: 'queues', icon: <QueueIcon />, to: '/api/ops/queues', external: true },
];

/**
 * Where ops land on /pro and /pro/visits: they belong to no agency, so instead of a day of visits mixing
 * every agency's, the console's entries. An agency's day is seen by acting as one of its agents.
 */
export function OpsHome() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, pb: 3, display: 'grid', gap: 2 }}>
      <Title title={translate('ops.home.title')} />
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.35rem', md: '1.9rem' } }}>
          {translate('ops.home.title')}
        </Typography>
        <Typography color="text.secondary">{translate('ops.home.intro')}</Typography>
      </Box>
      <Box
        component="nav"
        aria-label={translate('ops.home.title')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
      >
        {ENTRIES.map((entry) => (
          <Card key={entry.key} variant="outlined">
            <CardActionArea
              {...(entry.external
                ? { component: 'a', href: entry.to }
                : { component: Link, to: `${basename}${entry.to}` })}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box sx={{ color: 'primary.main', mt: 0.25 }}>{entry.icon}</Box>
                <Box>
                  <Typography variant="h6" component="h2">
                    {translate(`ops.home.${entry.key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`ops.home.${entry.key}.detail`)}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
