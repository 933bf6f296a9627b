import type { UserView } from '@creneau/contracts';
import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../layout/lazy-page';

const UserCreate = lazyPage(() => import('./UserCreate'), 'UserCreate');
const UserEdit = lazyPage(() => import('./UserEdit'), 'UserEdit');
const UserList = lazyPage(() => import('./UserList'), 'UserList');

export const users = {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (user: UserView) => `${user.firstName} ${user.lastName}`.trim() || user.email,
};
