import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../layout/lazy-page';

const UserCreate = lazyPage(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyPage(() => import('./UserList'), 'UserList');

interface UserRecord {
  firstName: string;
  lastName: string;
  email: string;
}

export const users = {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email,
};
