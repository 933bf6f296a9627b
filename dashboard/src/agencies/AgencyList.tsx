import { Datagrid, List, SearchInput, TextField } from 'react-admin';
import { AgencyDateField } from '../time/AgencyDateField';

export function AgencyList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="country" />
        <TextField source="city" />
        <TextField source="timeZone" />
        <AgencyDateField source="createdAt" style="date" />
      </Datagrid>
    </List>
  );
}
