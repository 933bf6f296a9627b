import { Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';

export function AgencyList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="country" />
        <TextField source="city" />
        <DateField source="createdAt" />
      </Datagrid>
    </List>
  );
}
