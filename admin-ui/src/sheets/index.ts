import SheetsIcon from '@mui/icons-material/TableChartOutlined';
import { GoogleSheetsPage } from './GoogleSheetsPage';

export const googleSheets = {
  list: GoogleSheetsPage,
  icon: SheetsIcon,
  options: { label: 'Google Sheets' },
};
