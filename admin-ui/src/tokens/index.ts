import KeyIcon from '@mui/icons-material/KeyOutlined';
import { lazyPage } from '../common/lazyPage';

const TokenList = lazyPage(() => import('./TokenList'), 'TokenList');

// Tokens are account settings: App names the resource `settings/tokens`, its address, and the data
// provider sends it to /api/tokens.
export const tokens = {
  list: TokenList,
  icon: KeyIcon,
  options: { label: 'API tokens' },
};
