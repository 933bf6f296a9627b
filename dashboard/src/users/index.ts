import PeopleIcon from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

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
