import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

// Orders are read-only: what was bought is changed by the purchase flows, never by hand.
export const orders = {
  list: OrderList,
  show: OrderShow,
  icon: OrdersIcon,
  recordRepresentation: 'orderId',
};
