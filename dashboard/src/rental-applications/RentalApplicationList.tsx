import type { RentalApplicationListItem } from '@creneau/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { CANDIDATE_STATUS_CHOICES } from '../candidates/candidate-choices';
import { AgencyDateField } from '../time/AgencyDateField';
import { SolvencyChip } from './SolvencyChip';

const filters = [
  <SelectInput key="status" source="status" choices={CANDIDATE_STATUS_CHOICES} alwaysOn />,
  <ReferenceInput key="listingId" source="listingId" reference="listings">
    <AutocompleteInput optionText="reference" label="resources.rental-applications.fields.listing" />
  </ReferenceInput>,
];

const applicantName = (item: RentalApplicationListItem) =>
  [item.applicant.firstName, item.applicant.lastName].filter(Boolean).join(' ') || '—';

function Completeness({ item }: { item: RentalApplicationListItem }) {
  const translate = useTranslate();
  return (
    <>
      {item.complete
        ? translate('rentalApplications.complete')
        : translate('rentalApplications.missing', { count: item.missingCount })}
    </>
  );
}

/** The agency's applications, newest first, with completeness and the solvency indicator (issue 21). */
export function RentalApplicationList() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      {phone ? (
        <SimpleList<RentalApplicationListItem>
          primaryText={applicantName}
          secondaryText={(item) => `${item.listing.reference} · ${item.listing.title}`}
          tertiaryText={(item) =>
            translate(CANDIDATE_STATUS_CHOICES.find((choice) => choice.id === item.status)?.name ?? '')
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<RentalApplicationListItem> source="applicant" sortable={false} render={applicantName} />
          <FunctionField<RentalApplicationListItem>
            source="listing"
            sortable={false}
            render={(item) => `${item.listing.reference} · ${item.listing.title}`}
          />
          <SelectField source="status" choices={CANDIDATE_STATUS_CHOICES} sortable={false} />
          <FunctionField<RentalApplicationListItem>
            source="complete"
            sortable={false}
            render={(item) => <Completeness item={item} />}
          />
          <FunctionField<RentalApplicationListItem>
            source="solvency"
            sortable={false}
            render={(item) => <SolvencyChip solvency={item.solvency} />}
          />
          <AgencyDateField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
