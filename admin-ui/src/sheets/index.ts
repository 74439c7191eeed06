import SheetsIcon from '@mui/icons-material/TableChartOutlined';
import { GoogleSheetsPage } from './GoogleSheetsPage';

export const googleSheets = {
  path: '/google-sheets',
  page: GoogleSheetsPage,
  icon: SheetsIcon,
};
