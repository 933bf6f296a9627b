import type { AgencyView } from '@creneau/contracts';
import { Datagrid, List, SearchInput, SimpleList, TextField } from 'react-admin';
import { useIsPhone } from '../layout/useIsPhone';
import { AgencyDateField } from '../time/AgencyDateField';

export function AgencyList() {
  const isPhone = useIsPhone();
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      {isPhone ? (
        <SimpleList<AgencyView>
          primaryText={(agency) => agency.name}
          secondaryText={(agency) => [agency.city, agency.country].filter(Boolean).join(', ')}
          tertiaryText={(agency) => agency.slug}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="slug" />
          <TextField source="country" />
          <TextField source="city" />
          <TextField source="timeZone" />
          <AgencyDateField source="createdAt" style="date" />
        </Datagrid>
      )}
    </List>
  );
}
