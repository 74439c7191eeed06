import SmsIcon from '@mui/icons-material/SmsOutlined';
import { SmsIntegrationsPage } from './SmsIntegrationsPage';

export const smsIntegrations = {
  path: '/sms-integrations',
  page: SmsIntegrationsPage,
  icon: SmsIcon,
};
