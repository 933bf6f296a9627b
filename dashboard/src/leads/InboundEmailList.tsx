import type { InboundEmailListItem } from '@creneau/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { AgencyDateField } from '../time/AgencyDateField';
import { INBOUND_STATUS_CHOICES, LEAD_PORTAL_CHOICES } from './inbound-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={INBOUND_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="portal" source="portal" choices={LEAD_PORTAL_CHOICES} />,
];

/** On a phone: who wrote, and what became of it. */
function PhoneInbound() {
  const translate = useTranslate();
  return (
    <SimpleList<InboundEmailListItem>
      primaryText={(email) => email.prospect ?? email.sender}
      secondaryText={(email) => email.subject ?? ''}
      tertiaryText={(email) => translate(`enums:inboundEmailStatus.${email.status}`)}
      linkType="show"
    />
  );
}

/**
 * Every message the portals sent to the agency's inbound addresses, with what was read: the ones "to
 * handle" (unparsed) are for a person, who reads them here and can have them read again.
 */
export function InboundEmailList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'receivedAt', order: 'DESC' }} empty={false} title={translate('leads.menu')}>
      {isPhone ? (
        <PhoneInbound />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<>{translate('leads.inbound.empty')}</>}>
          <AgencyDateField source="receivedAt" />
          <SelectField source="status" choices={INBOUND_STATUS_CHOICES} />
          <SelectField source="portal" choices={LEAD_PORTAL_CHOICES} emptyText="—" />
          <TextField source="prospect" emptyText="—" sortable={false} />
          <TextField source="sender" />
          <TextField source="subject" emptyText="" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
