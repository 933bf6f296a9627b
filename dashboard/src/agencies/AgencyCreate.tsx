import { Create } from 'react-admin';
import { pickAgencySettings } from './AgencyEdit';
import { AgencyForm } from './AgencyForm';

export function AgencyCreate() {
  return (
    <Create
      redirect="edit"
      transform={(record: Record<string, unknown>) => ({
        ...pickAgencySettings(record),
        slug: record.slug,
        country: record.country,
      })}
    >
      <AgencyForm creating />
    </Create>
  );
}
