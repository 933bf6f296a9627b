import { LEAD_PORTALS, type InboundAddressesView, type InboundAddressView } from '@creneau/contracts';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { LoadingBar } from '../layout/Loading';

/** The addresses to give the portals (the caller's, the agency's, an admin's agents'), and where each portal wants it. */
export function InboundAddresses() {
  const translate = useTranslate();
  const [view, setView] = useState<InboundAddressesView | null>(null);
  useEffect(() => {
    void httpClient('/api/inbound-addresses').then(({ json }) => setView(json as InboundAddressesView));
  }, []);
  return (
    <Card component="section" aria-labelledby="inbound-addresses-title">
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Typography id="inbound-addresses-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('leads.addresses.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('leads.addresses.lead')}
          </Typography>
          {!view && <LoadingBar />}
          {view?.mine && <AddressLine label={translate('leads.addresses.mine')} address={view.mine} />}
          {view && <AddressLine label={translate('leads.addresses.agency')} address={view.agency} />}
          {view && view.agents.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {translate('leads.addresses.agents')}
              </Typography>
              {view.agents.map((agent) => (
                <AddressLine key={agent.address} label={agent.name ?? ''} address={agent} />
              ))}
            </Box>
          )}
          <PortalHowTo />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Where each portal wants the address, and the transaction software's feed that often sets it instead. */
export function PortalHowTo() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {translate('leads.addresses.howToTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('leads.addresses.software')}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
        {LEAD_PORTALS.map((portal) => (
          <Box key={portal}>
            <Typography component="dt" variant="body2">
              {translate(`enums:leadPortal.${portal}`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary">
              {translate(`leads.addresses.howTo.${portal}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function AddressLine({ label, address }: { label: string; address: InboundAddressView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () =>
    void navigator.clipboard.writeText(address.address).then(
      () => notify('leads.addresses.copied', { type: 'success' }),
      // No clipboard (an old browser, a page not served over HTTPS): the address stays there to select.
      () => notify('leads.addresses.copyFailed', { type: 'warning' }),
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography
        component="code"
        data-testid="inbound-address"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        {address.address}
      </Typography>
      <Button
        size="small"
        onClick={copy}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        aria-label={`${translate('leads.addresses.copy')} ${address.address}`}
      >
        {translate('leads.addresses.copy')}
      </Button>
    </Stack>
  );
}
