import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazyPage } from '../common/lazyPage';
import { RECEIPTS } from './resource';

const ReceiptList = lazyPage(() => import('./ReceiptList'), 'ReceiptList');
const ReceiptShow = lazyPage(() => import('./ReceiptShow'), 'ReceiptShow');

// The owner's receipts, a resource at /billing/receipts. The printable receipt keeps the spec's
// address, /billing/receipts/:id, outside the owner layout, so App routes `show` there itself.
export const receipts = {
  name: RECEIPTS,
  list: ReceiptList,
  show: ReceiptShow,
  showPath: `/${RECEIPTS}/:id`,
  icon: ReceiptIcon,
};
