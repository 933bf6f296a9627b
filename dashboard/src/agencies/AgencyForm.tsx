import { LANGUAGES } from '@creneau/contracts';
import { Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  maxValue,
  minValue,
  NumberInput,
  SimpleFormIterator,
  email,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { SmsCountriesInput } from './SmsCountriesInput';

// A local wall time, "18:00", as the API takes it.
const localTime = regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'validation.time');
// The API refuses an empty window too (SMS at any hour); said here on the field, before saving.
const quietEndsAfterStart = (end: string, values: { visitorQuietStart?: string }) =>
  end && end === values.visitorQuietStart ? 'validation.quietHoursEmpty' : undefined;
const languageChoices = LANGUAGES.map((id) => ({ id, name: `languages.${id}` }));
const COUNTRY_CHOICES = [
  { id: 'FR', name: 'countries.FR' },
  { id: 'BE', name: 'countries.BE' },
];

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
}

/** Legal identifiers differ by country: SIREN/SIRET and the professional card in France, BCE and IPI in Belgium. */
function LegalIdentifiers() {
  const country = useWatch<{ country: 'FR' | 'BE' }>({ name: 'country' });
  if (country === 'BE') {
    return (
      <>
        <TextInput
          source="bceNumber"
          validate={regex(/^[01][0-9]{9}$/, 'validation.bce')}
          helperText="resources.agencies.help.bce"
        />
        <TextInput source="ipiNumber" validate={regex(/^[0-9]{5,7}$/, 'validation.ipi')} />
      </>
    );
  }
  return (
    <>
      <TextInput source="siren" validate={regex(/^[0-9]{9}$/, 'validation.siren')} />
      <TextInput source="siret" validate={regex(/^[0-9]{14}$/, 'validation.siret')} />
      <TextInput source="professionalCardNumber" />
    </>
  );
}

export function AgencyForm({ creating = false }: { creating?: boolean }) {
  return (
    // No delete button: agencies are never deleted (the API has no DELETE for them).
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <Section title="resources.agencies.sections.identity" />
      <TextInput source="name" />
      {creating && (
        <>
          <TextInput source="slug" validate={[required(), regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.slug')]} />
          <SelectInput source="country" choices={COUNTRY_CHOICES} validate={required()} />
        </>
      )}
      <Section title="resources.agencies.sections.contact" />
      <TextInput source="street" />
      <TextInput source="postalCode" />
      <TextInput source="city" />
      <TextInput source="phone" />
      <TextInput source="email" type="email" validate={email()} />
      <Section title="resources.agencies.sections.branding" />
      <TextInput source="logoUrl" type="url" />
      <TextInput source="brandColor" type="color" sx={{ width: 120 }} />
      <Section title="resources.agencies.sections.legal" />
      <LegalIdentifiers />
      <Section title="resources.agencies.sections.channels" />
      <TextInput
        source="inboundLocalPart"
        helperText="resources.agencies.help.inbound"
        validate={regex(/^[a-z0-9]+([.-][a-z0-9]+)*$/, 'validation.inbound')}
      />
      <TextInput
        source="smsSender"
        helperText="resources.agencies.help.smsSender"
        validate={regex(
          /^(\+[1-9][0-9]{6,14}|MG[0-9a-f]{32}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
          'validation.smsSender',
        )}
      />
      <ArrayInput source="widgetAllowedOrigins" helperText="resources.agencies.help.widgetOrigins">
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source=""
            label="resources.agencies.fields.origin"
            validate={regex(/^https?:\/\/[a-z0-9.-]+(:[0-9]{2,5})?$/i, 'validation.origin')}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Section title="resources.agencies.sections.reminders" />
      <TextInput
        source="confirmationRequestTime"
        type="time"
        helperText="resources.agencies.help.confirmationRequestTime"
        validate={localTime}
      />
      <TextInput
        source="visitorQuietStart"
        type="time"
        helperText="resources.agencies.help.visitorQuietStart"
        validate={localTime}
      />
      <TextInput
        source="visitorQuietEnd"
        type="time"
        helperText="resources.agencies.help.visitorQuietEnd"
        validate={[localTime, quietEndsAfterStart]}
      />
      <NumberInput
        source="reminderLeadMinutes"
        step={15}
        helperText="resources.agencies.help.reminderLeadMinutes"
        validate={[minValue(15), maxValue(1440)]}
      />
      <NumberInput
        source="confirmationDeadlineMinutes"
        step={15}
        helperText="resources.agencies.help.confirmationDeadlineMinutes"
        validate={[minValue(30), maxValue(2880)]}
      />
      <BooleanInput source="releaseUnconfirmed" helperText="resources.agencies.help.releaseUnconfirmed" />
      <SmsCountriesInput />
      <Section title="resources.agencies.sections.agenda" />
      <NumberInput
        source="travelMinMinutes"
        step={5}
        helperText="resources.agencies.help.travelMinMinutes"
        validate={[minValue(0), maxValue(120)]}
      />
      <Section title="resources.agencies.sections.languages" />
      <CheckboxGroupInput source="languages" choices={languageChoices} />
    </SimpleForm>
  );
}
