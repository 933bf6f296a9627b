import type { AgencyView } from '@creneau/contracts';
import { Edit, useRecordContext } from 'react-admin';
import { AgencyForm } from './AgencyForm';
import { ApplicantDataPanel } from './ApplicantDataPanel';

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
  'visitorQuietStart',
  'visitorQuietEnd',
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

// The agency's own name alone: react-admin's default title puts the resource's name before it, which
// read "Agence Agence du Marais" for the many agencies whose name starts with it.
function AgencyTitle() {
  const record = useRecordContext<AgencyView>();
  return <>{record?.name ?? ''}</>;
}

export function AgencyEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={pickAgencySettings} title={<AgencyTitle />}>
      <AgencyForm />
      <ApplicantDataPanel />
    </Edit>
  );
}
