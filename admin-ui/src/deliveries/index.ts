import DeliveriesIcon from '@mui/icons-material/SendOutlined';
import { lazyPage } from '../common/lazyPage';

const DeliveryList = lazyPage(() => import('./DeliveryList'), 'DeliveryList');

// Deliveries are read and retried, never written by hand: the resource has a list only.
export const deliveries = {
  list: DeliveryList,
  icon: DeliveriesIcon,
  options: { label: 'Deliveries' },
};
