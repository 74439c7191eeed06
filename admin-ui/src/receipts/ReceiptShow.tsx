import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Alert, Box, Button, CircularProgress, Container, Divider, Stack, Typography } from '@mui/material';
import type { PrintableReceipt } from '@joinflow/sdk/browser';
import { ShowBase, useAuthState, useShowContext } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { signInPath } from '../auth/returnTo';
import { useDocumentTitle } from '../layout/PageHeader';
import { Logo } from '../layout/Logo';
import { errorMessage } from '../providers/apiErrors';
import { formatLongDate } from '../public/money';
import { cardBrandName, PERIOD_LABELS } from '../billing/labels';
import { RECEIPTS } from './resource';

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 500, textAlign: 'right' }}>{value}</Typography>
  </Stack>
);

/** Another owner's receipt, or none, is said on the page rather than sent back to a list. */
const STAY_ON_FAILURE = { retry: false, onError: () => undefined };

const Receipt = () => {
  const { record: data, isPending, error } = useShowContext<PrintableReceipt>();
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  // Opened from the list, the list's row stands in until the receipt itself, with its billing details, arrives.
  if (isPending || !data?.billedTo) return <CircularProgress aria-label="Loading the receipt" />;
  return (
    <Box component="article" aria-labelledby="receipt-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Logo />
        <Typography id="receipt-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          Receipt
        </Typography>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Row label="Receipt number" value={data.receiptNumber} />
      <Row label="Paid on" value={formatLongDate(data.paidAt)} />
      <Row label="From" value={data.seller} />
      <Row label="Billed to" value={[data.billedTo.name, data.billedTo.email].filter(Boolean).join(', ')} />
      <Divider sx={{ my: 2 }} />
      <Row label="For" value={data.description} />
      <Row label="Billing" value={PERIOD_LABELS[data.period]} />
      {data.periodStart && data.periodEnd && (
        <Row label="Period" value={`${formatLongDate(data.periodStart)} to ${formatLongDate(data.periodEnd)}`} />
      )}
      {data.card && <Row label="Paid with" value={`${cardBrandName(data.card.brand)} ending in ${data.card.last4}`} />}
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>Amount paid</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="receipt-amount">
          {data.amount.formatted}
        </Typography>
      </Stack>
    </Box>
  );
};

/** /billing/receipts/:id: one receipt, laid out to print, outside the owner layout. */
export const ReceiptShow = () => {
  useDocumentTitle('Receipt');
  const { id = '' } = useParams();
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return <CircularProgress aria-label="Loading" />;
  if (!authenticated) return <Navigate to={signInPath(`/billing/receipts/${id}`)} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Stack direction="row" spacing={1.5} sx={{ mb: 3, displayPrint: 'none' }}>
        <Button component={Link} to="/billing">
          Back to billing
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </Stack>
      <ShowBase resource={RECEIPTS} id={id} queryOptions={STAY_ON_FAILURE}>
        <Receipt />
      </ShowBase>
    </Container>
  );
};
