import BillingIcon from '@mui/icons-material/CreditCardOutlined';
import { lazyPage } from '../common/lazyPage';

const BillingPage = lazyPage(() => import('./BillingPage'), 'BillingPage');
const ReceiptPage = lazyPage(() => import('./ReceiptPage'), 'ReceiptPage');

// The owner's plan and receipts: an account page, not a react-admin resource.
export const billing = {
  path: '/billing',
  page: BillingPage,
  icon: BillingIcon,
  receiptPath: '/billing/receipts/:id',
  receiptPage: ReceiptPage,
};
