import BillingIcon from '@mui/icons-material/CreditCardOutlined';
import { BillingPage } from './BillingPage';
import { ReceiptPage } from './ReceiptPage';

// The owner's plan and receipts: an account page, not a react-admin resource.
export const billing = {
  path: '/billing',
  page: BillingPage,
  icon: BillingIcon,
  receiptPath: '/billing/receipts/:id',
  receiptPage: ReceiptPage,
};
