import { Alert, Box, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage, errorStatus } from '../providers/apiErrors';
import type { Quote } from '@joinflow/sdk/browser';
import { formatLongDate, formatMinor, periodSuffix } from './money';

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
  </Stack>
);

interface OrderSummaryProps {
  quote: Quote | undefined;
  isError?: boolean;
  /** Why the quote failed: a plan taken off sale is refused with words to show the buyer. */
  error?: unknown;
}

const PRICE_NOT_LOADED = 'The price could not be loaded. Please refresh the page.';

function quoteFailure(error: unknown) {
  return errorStatus(error) === 422 ? errorMessage(error) : PRICE_NOT_LOADED;
}

/** What the customer pays today and later, exactly as the server quoted it. */
export const OrderSummary = ({ quote, isError, error }: OrderSummaryProps) => (
  <Card component="section" aria-labelledby="order-summary-title" variant="outlined" sx={{ borderRadius: 3 }}>
    <CardContent sx={{ p: 3 }}>
      <Typography id="order-summary-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Order summary
      </Typography>
      {isError && !quote ? (
        <Alert severity="error">{quoteFailure(error)}</Alert>
      ) : !quote ? (
        <Stack spacing={1} aria-label="Loading order summary">
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton />
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Box>
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{quote.title}</Typography>
            <Typography color="text.secondary">
              {quote.trialDays > 0
                ? `${quote.trialDays} days free, then ${formatMinor(quote.priceMinor, quote.currency)}${periodSuffix(quote.period)}`
                : `${formatMinor(quote.priceMinor, quote.currency)}${periodSuffix(quote.period)}`}
              {quote.originalPriceMinor !== null && (
                <Box component="span" sx={{ ml: 1, textDecoration: 'line-through' }}>
                  {formatMinor(quote.originalPriceMinor, quote.currency)}
                </Box>
              )}
            </Typography>
          </Box>
          <Divider />
          <Line label="Due today" value={formatMinor(quote.dueTodayMinor, quote.currency)} strong />
          {quote.dueOn && (
            <Line label={`Due on ${formatLongDate(quote.dueOn)}`} value={formatMinor(quote.dueLaterMinor, quote.currency)} />
          )}
        </Stack>
      )}
    </CardContent>
  </Card>
);
