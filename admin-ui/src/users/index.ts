import UsersIcon from '@mui/icons-material/ManageAccountsOutlined';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export const users = {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  icon: UsersIcon,
  recordRepresentation: 'email',
};
