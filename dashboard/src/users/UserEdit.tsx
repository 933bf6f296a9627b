import { BooleanInput, Edit, regex, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { languageChoices, roleChoices } from './choices';
import { UserPhotoField } from './UserPhotoField';

export function UserEdit() {
  return (
    // Only what may change is sent: the API refuses any other field.
    <Edit
      mutationMode="pessimistic"
      transform={({ firstName, lastName, phone, language, publicSlug, role, active }) => ({
        firstName,
        lastName,
        phone: phone || undefined,
        language,
        publicSlug: publicSlug || undefined,
        role: role ?? undefined,
        active,
      })}
    >
      <SimpleForm>
        <UserPhotoField />
        <TextInput source="email" disabled />
        <TextInput source="firstName" />
        <TextInput source="lastName" />
        <TextInput source="phone" />
        <TextInput source="publicSlug" validate={regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.slug')} />
        <SelectInput source="language" choices={languageChoices} />
        <SelectInput source="role" choices={roleChoices} />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
