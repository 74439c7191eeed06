import AutomationIcon from '@mui/icons-material/AutoModeOutlined';
import { lazyPage } from '../common/lazyPage';

const AutomationPage = lazyPage(() => import('./AutomationPage'), 'AutomationPage');

// Rules belong to a group rather than being records of their own, so this is a page, not a resource.
export const automation = {
  path: '/automation',
  page: AutomationPage,
  icon: AutomationIcon,
};
