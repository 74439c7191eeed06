import BillingIcon from '@mui/icons-material/CreditCardOutlined';
import { lazyPage } from '../common/lazyPage';

const BillingPage = lazyPage(() => import('./BillingPage'), 'BillingPage');

// The owner's plan: an account page, not a react-admin resource (its receipts are one, in receipts/).
export const billing = {
  path: '/billing',
  page: BillingPage,
  icon: BillingIcon,
};
