import KeyIcon from '@mui/icons-material/KeyOutlined';
import { TokenList } from './TokenList';

// Tokens are account settings, so they live at /settings/tokens rather than at the resource's own
// path; App mounts the list on that route instead of through a <Resource>.
export const tokens = {
  path: '/settings/tokens',
  list: TokenList,
  icon: KeyIcon,
};
