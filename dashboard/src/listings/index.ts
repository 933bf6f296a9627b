import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { ListingCreate, ListingEdit } from './ListingEdit';
import { ListingList } from './ListingList';

export const listings = {
  list: ListingList,
  create: ListingCreate,
  edit: ListingEdit,
  icon: HomeWorkIcon,
  recordRepresentation: 'reference',
};
