import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';

export const MESSAGE_STATUS_CHOICES = ['queued', 'sending', 'sent', 'delivered', 'failed'].map((id) => ({
  id,
  name: `messages.status.${id}`,
}));
const providerChoices = [
  { id: 'dev-outbox', name: 'messages.provider.devOutbox' },
  { id: 'smtp', name: 'SMTP' },
  { id: 'twilio', name: 'Twilio' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={MESSAGE_STATUS_CHOICES} />,
  <SelectInput key="provider" source="provider" choices={providerChoices} />,
  <SelectInput
    key="channel"
    source="channel"
    choices={[
      { id: 'email', name: 'E-mail' },
      { id: 'sms', name: 'SMS' },
    ]}
  />,
];

/** The message log; filtered on the development outbox it shows what would have been sent. */
export function MessageList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime />
        <TextField source="channel" />
        <TextField source="recipient" />
        <TextField source="subject" emptyText="—" />
        <TextField source="purpose" />
        <SelectField source="status" choices={MESSAGE_STATUS_CHOICES} />
        <TextField source="provider" emptyText="—" />
        <TextField source="error" emptyText="" />
      </Datagrid>
    </List>
  );
}
