import {
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../providers';
import { roleChoices } from './choices';
import { MasqueradeButton } from './MasqueradeButton';

interface UserRow {
  firstName: string;
  lastName: string;
  invitationPending: boolean;
}

export function UserList() {
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="role" source="role" choices={roleChoices} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'lastName', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<UserRow>
          source="lastName"
          label="resources.users.fields.name"
          render={(user) => `${user.firstName} ${user.lastName}`.trim()}
        />
        <EmailField source="email" />
        <SelectField source="role" choices={roleChoices} emptyText="—" />
        {permissions === 'ops' && <TextField source="authType" />}
        <BooleanField source="active" />
        <FunctionField<UserRow>
          label="resources.users.fields.invitation"
          render={(user) => (user.invitationPending ? translate('resources.users.invitationPending') : '')}
        />
        {permissions === 'ops' && <MasqueradeButton />}
      </Datagrid>
    </List>
  );
}
