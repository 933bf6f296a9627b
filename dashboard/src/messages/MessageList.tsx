import type { MessageLogEntry } from '@creneau/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import {
  MESSAGE_CHANNEL_CHOICES,
  MESSAGE_PROVIDER_CHOICES,
  MESSAGE_PURPOSE_CHOICES,
  MESSAGE_STATUS_CHOICES,
} from './message-choices';
import { AgencyDateField } from '../time/AgencyDateField';

export { MESSAGE_STATUS_CHOICES };

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={MESSAGE_CHANNEL_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={MESSAGE_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="purpose" source="purpose" choices={MESSAGE_PURPOSE_CHOICES} />,
  <SelectInput key="provider" source="provider" choices={MESSAGE_PROVIDER_CHOICES} />,
];

/** On a phone: recipient, purpose, and channel with status, one line each. */
function PhoneMessages() {
  const translate = useTranslate();
  return (
    <SimpleList<MessageLogEntry>
      primaryText={(message) => message.recipient}
      secondaryText={(message) =>
        `${translate(`messageLog.purpose.${message.purpose}`)}${message.error ? ` — ${message.error}` : ''}`
      }
      tertiaryText={(message) =>
        `${translate(`messageLog.channel.${message.channel}`)} · ${translate(`messages.status.${message.status}`)}`
      }
      linkType="show"
    />
  );
}

/**
 * The message log; filtered on the development outbox it shows what would have been sent. The list keeps
 * what support scans for (when, to whom, why, how it ended); language and provider id are on the message.
 */
export function MessageList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {isPhone ? (
        <PhoneMessages />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <AgencyDateField source="createdAt" />
          {/* "E-mail" would break at its hyphen in a narrow column. */}
          <SelectField source="channel" choices={MESSAGE_CHANNEL_CHOICES} sx={{ whiteSpace: 'nowrap' }} />
          <TextField source="recipient" />
          <SelectField source="purpose" choices={MESSAGE_PURPOSE_CHOICES} />
          <SelectField source="status" choices={MESSAGE_STATUS_CHOICES} />
          <NumberField source="segments" label="messageLog.fields.segments" emptyText="—" sortable={false} />
          <TextField source="error" emptyText="" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
