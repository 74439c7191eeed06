import SheetsIcon from '@mui/icons-material/TableChartOutlined';
import { lazyPage } from '../common/lazyPage';

const GoogleSheetsPage = lazyPage(() => import('./GoogleSheetsPage'), 'GoogleSheetsPage');

export const googleSheets = {
  list: GoogleSheetsPage,
  icon: SheetsIcon,
  options: { label: 'Google Sheets' },
};
