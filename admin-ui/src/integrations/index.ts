import EmailIcon from '@mui/icons-material/EmailOutlined';
import { IntegrationsPage } from './IntegrationsPage';

// Integrations are several kinds of destination behind their own routes, so this is a page, not a resource.
export const emailIntegrations = {
  path: '/integrations',
  page: IntegrationsPage,
  icon: EmailIcon,
};
