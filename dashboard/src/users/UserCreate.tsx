import {
  AutocompleteInput,
  Create,
  email,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  usePermissions,
} from 'react-admin';
import type { Permissions } from '../providers';
import { languageChoices, roleChoices } from './choices';

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** Creating a user is inviting them: they receive an e-mail to choose their password. */
export function UserCreate() {
  const { permissions } = usePermissions<Permissions>();
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ role: 'agent', language: 'fr' }}>
        {permissions === 'ops' && (
          // Searched by name as ops type: there are more agencies than one page of choices.
          <ReferenceInput source="agencyId" reference="agencies" sort={BY_NAME}>
            <AutocompleteInput optionText="name" validate={required()} />
          </ReferenceInput>
        )}
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <SelectInput source="language" choices={languageChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
