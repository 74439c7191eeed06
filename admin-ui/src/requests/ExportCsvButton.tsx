import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { requestsExportUrl } from '../providers/dataProvider';

/** A download of exactly what the list shows: same filters, same order, every page. */
export const ExportCsvButton = () => {
  const { filterValues, sort, total } = useListContext();
  return (
    <Button
      component="a"
      href={requestsExportUrl(filterValues, sort)}
      download
      size="small"
      startIcon={<DownloadIcon />}
      disabled={!total}
    >
      Export CSV
    </Button>
  );
};
