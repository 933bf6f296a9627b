import BusinessIcon from '@mui/icons-material/Business';
import { lazyPage } from '../layout/lazy-page';

const AgencyCreate = lazyPage(() => import('./AgencyCreate'), 'AgencyCreate');
const AgencyEdit = lazyPage(() => import('./AgencyEdit'), 'AgencyEdit');
const AgencyList = lazyPage(() => import('./AgencyList'), 'AgencyList');

export const agencies = {
  list: AgencyList,
  create: AgencyCreate,
  edit: AgencyEdit,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
