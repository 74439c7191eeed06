import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { lazyPage } from '../common/lazyPage';

const GroupList = lazyPage(() => import('./GroupList'), 'GroupList');

// Groups are added in a dialog over any page and edited on /automation, so the resource has a list only.
export const groups = {
  list: GroupList,
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
