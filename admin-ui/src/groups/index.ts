import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { GroupList } from './GroupList';

// Groups are added in a dialog over any page and edited on /automation, so the resource has a list only.
export const groups = {
  list: GroupList,
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
