import { displayPhone, type CandidateListItem } from '@creneau/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  CreateButton,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  FilterButton,
  useTranslate,
} from 'react-admin';
import { AgencyDateField } from '../time/AgencyDateField';
import { BulkStatusButton } from './BulkStatusButton';
import {
  CANDIDATE_SOURCE_CHOICES,
  CANDIDATE_STATUS_CHOICES,
  CANDIDATE_VERDICT_CHOICES,
  DEFAULT_CANDIDATE_COLUMNS,
  REFUSAL_REASON_CHOICES,
  type CandidateColumn,
} from './candidate-choices';
import { ListSettingsBar } from './ListSettingsBar';
import { readPageSettings, writePageSettings, type PageSettings } from './page-settings';

const PAGE = 'candidates';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={CANDIDATE_STATUS_CHOICES} alwaysOn />,
  <ReferenceInput key="listingId" source="listingId" reference="listings">
    <AutocompleteInput optionText="reference" label="resources.candidates.fields.listing" />
  </ReferenceInput>,
  <SelectInput key="source" source="source" choices={CANDIDATE_SOURCE_CHOICES} />,
  <SelectInput key="verdict" source="verdict" choices={CANDIDATE_VERDICT_CHOICES} />,
  <SelectInput key="refusalReason" source="refusalReason" choices={REFUSAL_REASON_CHOICES} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

const fullName = (candidate: CandidateListItem) => `${candidate.firstName} ${candidate.lastName}`.trim();

/** Each column the agent may show, by source. */
const COLUMN_FIELDS: Record<CandidateColumn, ReactElement> = {
  lastName: <FunctionField key="lastName" source="lastName" render={fullName} />,
  listing: (
    <FunctionField<CandidateListItem>
      key="listing"
      source="listing"
      sortable={false}
      render={(candidate) => (candidate.listing ? `${candidate.listing.reference} · ${candidate.listing.title}` : '—')}
    />
  ),
  status: <SelectField key="status" source="status" choices={CANDIDATE_STATUS_CHOICES} />,
  createdAt: <AgencyDateField key="createdAt" source="createdAt" />,
  // Not sortable: a short header beside the last column is a target too small for axe (target-size).
  source: <SelectField key="source" source="source" choices={CANDIDATE_SOURCE_CHOICES} sortable={false} />,
  verdict: (
    <SelectField key="verdict" source="verdict" choices={CANDIDATE_VERDICT_CHOICES} emptyText="—" sortable={false} />
  ),
  refusalReason: (
    <SelectField
      key="refusalReason"
      source="refusalReason"
      choices={REFUSAL_REASON_CHOICES}
      emptyText="—"
      sortable={false}
    />
  ),
  visitCount: <NumberField key="visitCount" source="visitCount" sortable={false} />,
  email: <TextField key="email" source="email" emptyText="—" sortable={false} />,
  phone: (
    <FunctionField<CandidateListItem>
      key="phone"
      source="phone"
      sortable={false}
      render={(candidate) => (candidate.phone ? displayPhone(candidate.phone) : '—')}
    />
  ),
};

function PhoneCandidates() {
  const translate = useTranslate();
  return (
    <SimpleList<CandidateListItem>
      primaryText={fullName}
      secondaryText={(candidate) => candidate.listing?.reference ?? translate('candidates.noListing')}
      tertiaryText={(candidate) =>
        translate(CANDIDATE_STATUS_CHOICES.find((choice) => choice.id === candidate.status)?.name ?? '')
      }
      linkType="show"
    />
  );
}

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

/**
 * The agent's pipeline (issue 20): every request, newest first, filtered by listing, status, source,
 * verdict and date; the columns and saved filters are the agent's own (pagesSettings); a selection
 * moves in bulk, a refusal with its reason.
 */
export function CandidateList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [settings, setSettings] = useState<PageSettings>(() => readPageSettings(PAGE));
  const columns = (settings.columns as CandidateColumn[] | undefined) ?? DEFAULT_CANDIDATE_COLUMNS;
  const change = (next: PageSettings) => {
    writePageSettings(PAGE, next);
    setSettings(next);
  };
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<Actions />}>
      <ListSettingsBar settings={settings} columns={columns} onChange={change} compact={isPhone} />
      {isPhone ? (
        <PhoneCandidates />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkStatusButton />}>
          {columns.map((column) => COLUMN_FIELDS[column])}
        </Datagrid>
      )}
    </List>
  );
}
