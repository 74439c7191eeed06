import EmailIcon from '@mui/icons-material/EmailOutlined';
import { lazyPage } from '../common/lazyPage';

const IntegrationsPage = lazyPage(() => import('./IntegrationsPage'), 'IntegrationsPage');

// The owner's email platforms, with the webhooks beside them, at /integrations.
export const emailIntegrations = {
  list: IntegrationsPage,
  icon: EmailIcon,
  options: { label: 'Email Integrations' },
};
