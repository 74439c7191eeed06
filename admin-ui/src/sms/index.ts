import SmsIcon from '@mui/icons-material/SmsOutlined';
import { SmsIntegrationsPage } from './SmsIntegrationsPage';

export const smsIntegrations = {
  list: SmsIntegrationsPage,
  icon: SmsIcon,
  options: { label: 'SMS Integrations' },
};
