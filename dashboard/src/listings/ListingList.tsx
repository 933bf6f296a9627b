import { legalContext, type ListingView } from '@creneau/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { AgencyDateField } from '../time/AgencyDateField';
import { ArchiveButton } from './ArchiveButton';
import { propertyTypeChoices, statusChoices, transactionChoices } from './choices';
import { ListingPriceField } from './ListingPriceField';
import { ListingThumbnail } from './ListingThumbnail';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="transaction" source="transaction" choices={transactionChoices} />,
  <SelectInput key="propertyType" source="propertyType" choices={propertyTypeChoices} />,
];

/** A Belgian listing is "sous option" / "in optie" where a French one is "sous offre". */
function statusLabel(translate: ReturnType<typeof useTranslate>, listing: ListingView): string {
  return translate(`enums:listingStatus.${listing.status}`, { context: legalContext(listing.country) });
}

function StatusField(_props: { source: string }) {
  const translate = useTranslate();
  return <FunctionField<ListingView> source="status" render={(listing) => statusLabel(translate, listing)} />;
}

/** On a phone: one line per listing with its cover, title, price and status, nothing scrolling sideways. */
function PhoneListings() {
  const translate = useTranslate();
  return (
    <SimpleList<ListingView>
      leftIcon={() => <ListingThumbnail size={{ width: 48, height: 40 }} />}
      primaryText={(listing) => listing.title.fr ?? listing.title.nl ?? listing.title.en ?? listing.reference}
      secondaryText={() => <ListingPriceField />}
      tertiaryText={(listing) => statusLabel(translate, listing)}
      linkType="edit"
    />
  );
}

export function ListingList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      {isPhone ? (
        <PhoneListings />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<ArchiveButton />}>
          <ListingThumbnail label="resources.listings.fields.photos" />
          <TextField source="reference" />
          <FunctionField<ListingView>
            source="title"
            render={(listing) => listing.title.fr ?? listing.title.nl ?? listing.title.en ?? '—'}
          />
          <TextField source="city" emptyText="—" />
          <ListingPriceField label="resources.listings.fields.price" />
          <StatusField source="status" />
          <AgencyDateField source="updatedAt" style="date" />
        </Datagrid>
      )}
    </List>
  );
}
