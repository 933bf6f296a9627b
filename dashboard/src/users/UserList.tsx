import type { UserView } from '@creneau/contracts';
import {
  BooleanField,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useIsPhone } from '../layout/useIsPhone';
import type { Permissions } from '../providers';
import { roleChoices } from './choices';
import { MasqueradeButton } from './MasqueradeButton';

/** On a phone: name, e-mail and role, one line each, nothing scrolling sideways. */
function PhoneUsers() {
  const translate = useTranslate();
  return (
    <SimpleList<UserView>
      primaryText={(user) => `${user.firstName} ${user.lastName}`.trim() || user.email}
      secondaryText={(user) => user.email}
      tertiaryText={(user) =>
        user.invitationPending
          ? translate('resources.users.invitationPending')
          : user.role
            ? translate(`roles.${user.role}`)
            : ''
      }
      linkType="edit"
    />
  );
}

export function UserList() {
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="role" source="role" choices={roleChoices} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'lastName', order: 'ASC' }}>
      {isPhone ? (
        <PhoneUsers />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField<UserView>
            source="lastName"
            label="resources.users.fields.name"
            render={(user) => `${user.firstName} ${user.lastName}`.trim()}
          />
          <EmailField source="email" />
          <SelectField source="role" choices={roleChoices} emptyText="—" />
          {permissions === 'ops' && <TextField source="authType" />}
          <BooleanField source="active" />
          <FunctionField<UserView>
            label="resources.users.fields.invitation"
            render={(user) => (user.invitationPending ? translate('resources.users.invitationPending') : '')}
          />
          {permissions === 'ops' && <MasqueradeButton />}
        </Datagrid>
      )}
    </List>
  );
}
