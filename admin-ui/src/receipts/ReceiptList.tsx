import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { Receipt } from '@joinflow/sdk/browser';
import { Alert, Box, Button, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListBase, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { formatLongDate } from '../public/money';
import { receiptPath, RECEIPTS } from './resource';

const NEWEST_FIRST = { field: 'paidAt', order: 'DESC' as const };

/** Every receipt in one table: the API sends them all, newest first. */
const ReceiptRows = () => {
  const { data, isPending, error } = useListContext<Receipt>();
  if (isPending) return <Skeleton height={80} />;
  if (error) return <Alert severity="error">The receipts could not be loaded. {errorMessage(error)}</Alert>;
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        No charges yet. Each payment shows up here with a receipt to print.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Receipts">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>For</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Receipt</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((receipt) => (
            <TableRow key={receipt.id}>
              <TableCell>{formatLongDate(receipt.paidAt)}</TableCell>
              <TableCell>{receipt.description}</TableCell>
              <TableCell align="right">{receipt.amount.formatted}</TableCell>
              <TableCell align="right">
                <Button component={Link} to={receiptPath(receipt.id)} size="small" startIcon={<ReceiptIcon />}>
                  {receipt.receiptNumber}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** The receipts as the billing page shows them, in a card of their own. */
export const ReceiptsCard = () => (
  <ListBase resource={RECEIPTS} sort={NEWEST_FIRST} perPage={500} disableSyncWithLocation>
    <Card component="section" aria-labelledby="receipts-title" variant="outlined">
      <CardContent>
        <Typography id="receipts-title" component="h2" variant="h6">
          Receipts
        </Typography>
        <ReceiptRows />
      </CardContent>
    </Card>
  </ListBase>
);

/** /billing/receipts: every receipt of the owner, each linking to its printable page. */
export const ReceiptList = () => (
  <OwnerPage title="Receipts" subtitle="Every payment, with a receipt to print">
    <Button component={Link} to="/billing" sx={{ mb: 2 }}>
      Back to billing
    </Button>
    <ListBase resource={RECEIPTS} sort={NEWEST_FIRST} perPage={500} disableSyncWithLocation>
      <Card variant="outlined">
        <CardContent>
          <ReceiptRows />
        </CardContent>
      </Card>
    </ListBase>
  </OwnerPage>
);
