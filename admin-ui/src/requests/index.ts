import MemberRequestsIcon from '@mui/icons-material/PersonAddAltOutlined';
import { lazyPage } from '../common/lazyPage';

const MemberRequestList = lazyPage(() => import('./MemberRequestList'), 'MemberRequestList');

// The list also serves /member-requests/:id, opening that request in a drawer over itself.
export const memberRequests = {
  list: MemberRequestList,
  icon: MemberRequestsIcon,
  recordRepresentation: 'name',
};
