import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import { lazyPage } from '../common/lazyPage';

const AnalyticsPage = lazyPage(() => import('./AnalyticsPage'), 'AnalyticsPage');

export const analytics = {
  path: '/analytics',
  page: AnalyticsPage,
  icon: AnalyticsIcon,
};
