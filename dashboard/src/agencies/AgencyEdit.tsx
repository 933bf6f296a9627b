import { Edit } from 'react-admin';
import { AgencyForm } from './AgencyForm';

const EDITABLE = [
  'name',
  'street',
  'postalCode',
  'city',
  'phone',
  'email',
  'logoUrl',
  'brandColor',
  'siren',
  'siret',
  'professionalCardNumber',
  'bceNumber',
  'ipiNumber',
  'languages',
  'widgetAllowedOrigins',
  'inboundLocalPart',
  'confirmationRequestTime',
  'reminderLeadMinutes',
  'confirmationDeadlineMinutes',
  'releaseUnconfirmed',
  'travelMinMinutes',
] as const;

/** Sends only the settings, without empty strings: the API validates each field it receives. */
export function pickAgencySettings(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    EDITABLE.map((field) => [field, record[field]]).filter(([, value]) => value !== null && value !== ''),
  );
}

export function AgencyEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={pickAgencySettings}>
      <AgencyForm />
    </Edit>
  );
}
