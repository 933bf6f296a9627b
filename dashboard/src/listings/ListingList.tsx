import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { ArchiveButton } from './ArchiveButton';
import { propertyTypeChoices, statusChoices, transactionChoices } from './choices';
import { ListingPriceField } from './ListingPriceField';
import { ListingThumbnail } from './ListingThumbnail';

interface TitledListing {
  title: Record<string, string | undefined>;
  reference: string;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="transaction" source="transaction" choices={transactionChoices} />,
  <SelectInput key="propertyType" source="propertyType" choices={propertyTypeChoices} />,
];

export function ListingList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={<ArchiveButton />}>
        <ListingThumbnail label="resources.listings.fields.photos" />
        <TextField source="reference" />
        <FunctionField<TitledListing>
          source="title"
          render={(listing) => listing.title.fr ?? listing.title.nl ?? listing.title.en ?? '—'}
        />
        <TextField source="city" emptyText="—" />
        <ListingPriceField label="resources.listings.fields.price" />
        <SelectField source="status" choices={statusChoices} />
        <DateField source="updatedAt" />
      </Datagrid>
    </List>
  );
}
