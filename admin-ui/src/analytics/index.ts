import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import { AnalyticsPage } from './AnalyticsPage';

export const analytics = {
  path: '/analytics',
  page: AnalyticsPage,
  icon: AnalyticsIcon,
};
