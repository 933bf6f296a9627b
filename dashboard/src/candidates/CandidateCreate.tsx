import { AutocompleteInput, Create, ReferenceInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';

const LANGUAGE_CHOICES = [
  { id: 'fr', name: 'Français' },
  { id: 'nl', name: 'Nederlands' },
  { id: 'en', name: 'English' },
];

/** A request the agent types in (a phone call, a walk-in): source "manual"; the same person and listing is met. */
export function CandidateCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <TextInput source="email" type="email" />
        <TextInput source="phone" type="tel" />
        <SelectInput source="language" choices={LANGUAGE_CHOICES} defaultValue="fr" />
        <ReferenceInput source="listingId" reference="listings">
          <AutocompleteInput optionText="reference" label="resources.candidates.fields.listing" />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
}
