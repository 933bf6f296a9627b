import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazyPage } from '../layout/lazy-page';

const ListingCreate = lazyPage(() => import('./ListingEdit'), 'ListingCreate');
const ListingEdit = lazyPage(() => import('./ListingEdit'), 'ListingEdit');
const ListingList = lazyPage(() => import('./ListingList'), 'ListingList');

export const listings = {
  list: ListingList,
  create: ListingCreate,
  edit: ListingEdit,
  icon: HomeWorkIcon,
  recordRepresentation: 'reference',
};
