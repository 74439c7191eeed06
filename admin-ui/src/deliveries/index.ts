import DeliveriesIcon from '@mui/icons-material/SendOutlined';
import { DeliveriesPage } from './DeliveriesPage';

// Deliveries are read and retried, never written by hand, so this is a page rather than a resource.
export const deliveries = {
  path: '/deliveries',
  page: DeliveriesPage,
  icon: DeliveriesIcon,
};
