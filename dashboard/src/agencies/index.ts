import BusinessIcon from '@mui/icons-material/Business';
import { AgencyCreate } from './AgencyCreate';
import { AgencyEdit } from './AgencyEdit';
import { AgencyList } from './AgencyList';

export const agencies = {
  list: AgencyList,
  create: AgencyCreate,
  edit: AgencyEdit,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
