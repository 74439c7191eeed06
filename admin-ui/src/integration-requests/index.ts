import RequestsIcon from '@mui/icons-material/AddLinkOutlined';
import { IntegrationRequestList } from './IntegrationRequestList';

// Owners ask for platforms from the integrations pages; super admins only read them.
export const integrationRequests = {
  list: IntegrationRequestList,
  icon: RequestsIcon,
  options: { label: 'Integration Requests' },
};
