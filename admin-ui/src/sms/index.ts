import SmsIcon from '@mui/icons-material/SmsOutlined';
import { lazyPage } from '../common/lazyPage';

const SmsIntegrationsPage = lazyPage(() => import('./SmsIntegrationsPage'), 'SmsIntegrationsPage');

export const smsIntegrations = {
  list: SmsIntegrationsPage,
  icon: SmsIcon,
  options: { label: 'SMS Integrations' },
};
