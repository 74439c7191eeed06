import MemberRequestsIcon from '@mui/icons-material/PersonAddAltOutlined';
import { MemberRequestList } from './MemberRequestList';

// The list also serves /member-requests/:id, opening that request in a drawer over itself.
export const memberRequests = {
  list: MemberRequestList,
  icon: MemberRequestsIcon,
  recordRepresentation: 'name',
};
