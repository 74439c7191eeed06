import EmailIcon from '@mui/icons-material/EmailOutlined';
import { IntegrationsPage } from './IntegrationsPage';

// The owner's email platforms, with the webhooks beside them, at /integrations.
export const emailIntegrations = {
  list: IntegrationsPage,
  icon: EmailIcon,
  options: { label: 'Email Integrations' },
};
