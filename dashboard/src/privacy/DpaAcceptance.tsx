import type { AgencyPrivacy } from '@creneau/contracts';
import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useAgencyTime } from '../time/useAgencyTime';

/** The DPA in force, the agency's latest acceptance (which version, when, by whom) and the button to accept. */
export function DpaAcceptance({ privacy, onAccept }: { privacy: AgencyPrivacy; onAccept: () => Promise<void> }) {
  const translate = useTranslate();
  const { dpa, currentDpaVersion } = privacy;
  const upToDate = dpa?.version === currentDpaVersion;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {translate('privacy.dpa.current', { version: currentDpaVersion })} ·{' '}
        <MuiLink href="/dpa" target="_blank" rel="noopener">
          {translate('privacy.dpa.read')}
        </MuiLink>
      </Typography>
      {dpa ? <Accepted dpa={dpa} /> : <Alert severity="warning">{translate('privacy.dpa.none')}</Alert>}
      {dpa && !upToDate && <Alert severity="warning">{translate('privacy.dpa.outdated')}</Alert>}
      {!upToDate && (
        <Box>
          <Button variant="contained" onClick={() => void onAccept()}>
            {translate('privacy.dpa.accept')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function Accepted({ dpa }: { dpa: NonNullable<AgencyPrivacy['dpa']> }) {
  const translate = useTranslate();
  const { data: user } = useGetOne<{ id: string; firstName: string; lastName: string }>(
    'users',
    { id: dpa.acceptedBy ?? '' },
    { enabled: dpa.acceptedBy !== null },
  );
  const time = useAgencyTime();
  const who = user ? `${user.firstName} ${user.lastName}` : translate('privacy.dpa.someone');
  const date = time.ready ? time.format(dpa.acceptedAt, 'dateTime') : '';
  return <Alert severity="success">{translate('privacy.dpa.accepted', { version: dpa.version, who, date })}</Alert>;
}
