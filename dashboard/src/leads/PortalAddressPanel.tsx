import type { InboundAddressesView } from '@creneau/contracts';
import { Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { AddressLine, PortalHowTo } from './InboundAddresses';
import { LoadingBar } from '../layout/Loading';

/**
 * The settings' portal address (issue 22): the address of the agent whose settings these are, to paste in
 * each portal, and for an admin the agency's too; then where each portal wants it.
 */
export function PortalAddressPanel({ agentId, ownId, admin }: { agentId: string; ownId: string; admin: boolean }) {
  const translate = useTranslate();
  const [view, setView] = useState<InboundAddressesView | null>(null);
  useEffect(() => {
    void httpClient('/api/inbound-addresses').then(({ json }) => setView(json as InboundAddressesView));
  }, []);
  if (!view) return <LoadingBar />;
  // An admin looking at a colleague's settings sees that colleague's address (the API lists them for admins).
  const agent = agentId === ownId ? view.mine : view.agents.find((row) => row.userId === agentId);
  return (
    <Stack spacing={1.5}>
      {agent ? (
        <AddressLine
          label={translate(agentId === ownId ? 'leads.addresses.mine' : 'leads.addresses.agent')}
          address={agent}
        />
      ) : (
        <Typography variant="body2">{translate('leads.addresses.none')}</Typography>
      )}
      {admin && <AddressLine label={translate('leads.addresses.agency')} address={view.agency} />}
      <PortalHowTo />
    </Stack>
  );
}
