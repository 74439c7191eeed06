import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from '../common/Confirm';
import { Link } from 'react-router-dom';
import { useToast } from '../common/useToast';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { formatLongDate } from '../public/money';
import { api } from '../providers/api';
import { billingKeys } from './billingKeys';
import { ChangePlanDialog } from './ChangePlanDialog';
import { cardBrandName, PERIOD_LABELS, perPeriod, STATUS_LABELS } from './labels';
import { ReceiptsCard } from '../receipts/ReceiptList';
import type { BillingSummary } from '@joinflow/sdk/browser';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="overline" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
  </Box>
);

function dateLine(billing: BillingSummary): { label: string; value: string } | null {
  if (billing.renewsAt) return { label: billing.status === 'trialing' ? 'First charge' : 'Next renewal', value: formatLongDate(billing.renewsAt) };
  if (billing.endsAt) return { label: billing.status === 'expired' || billing.status === 'canceled' ? 'Ended' : 'Ends', value: formatLongDate(billing.endsAt) };
  return null;
}

const PlanCard = ({ billing, onChange }: { billing: BillingSummary; onChange: (billing: BillingSummary) => void }) => {
  const toast = useToast();
  const [changing, setChanging] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const bought = billing.price !== null;
  const recurring = bought && billing.period !== 'one_time';
  const running = ['trialing', 'active', 'past_due'].includes(billing.status);
  const status = STATUS_LABELS[billing.status];
  const date = dateLine(billing);

  const run = async (action: () => Promise<BillingSummary>, done: string) => {
    setBusy(true);
    try {
      onChange(await action());
      toast({ description: done, type: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), type: 'error' });
    } finally {
      setBusy(false);
      setConfirmCancel(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="plan-title" variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="plan-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {billing.planTitle}
          </Typography>
          <Chip label={status.label} color={status.color} size="small" />
          {billing.cancelAtPeriodEnd && running && <Chip label="Canceled at period end" size="small" variant="outlined" />}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }} sx={{ mt: 2 }}>
          <Fact label="Price">{billing.price ? `${billing.price.formatted}${perPeriod(billing.period!)}` : 'Free'}</Fact>
          <Fact label="Billing">{billing.period ? PERIOD_LABELS[billing.period] : 'Free trial'}</Fact>
          {date && <Fact label={date.label}>{date.value}</Fact>}
          {billing.paymentMethod && (
            <Fact label="Payment method">
              <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center' }}>
                <CreditCardIcon fontSize="small" aria-hidden />
                <span>
                  {cardBrandName(billing.paymentMethod.brand)} ending in {billing.paymentMethod.last4}
                  {billing.paymentMethod.expMonth && billing.paymentMethod.expYear
                    ? `, expires ${String(billing.paymentMethod.expMonth).padStart(2, '0')}/${billing.paymentMethod.expYear}`
                    : ''}
                </span>
              </Stack>
            </Fact>
          )}
        </Stack>

        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {billing.pastDue && (
            <Alert severity="warning">
              <AlertTitle>Your last payment failed</AlertTitle>
              Your plan keeps running while we try again
              {billing.pastDue.nextRetryAt ? ` on ${formatLongDate(billing.pastDue.nextRetryAt)}` : ''}. To pay now with another card, buy the plan again
              at checkout.
            </Alert>
          )}
          {billing.pendingChange && (
            <Alert severity="info">
              Your plan changes to {billing.pendingChange.planTitle} ({PERIOD_LABELS[billing.pendingChange.period].toLowerCase()})
              {billing.pendingChange.effectiveAt ? ` on ${formatLongDate(billing.pendingChange.effectiveAt)}` : ''}.
            </Alert>
          )}
          {billing.automationPaused && billing.pausedReason && <Alert severity="error">{billing.pausedReason}</Alert>}
        </Stack>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {(!bought || !running) && (
            <Button component={Link} to="/order" variant="contained">
              Choose a plan
            </Button>
          )}
          {billing.pastDue && (
            <Button component={Link} to={`/checkout/${encodeURIComponent(billing.planType)}?billing=${billing.period}`} variant="contained">
              Pay with another card
            </Button>
          )}
          {recurring && running && !billing.pastDue && (
            <Button variant="contained" onClick={() => setChanging(true)} disabled={busy}>
              Change plan
            </Button>
          )}
          {recurring && running && !billing.cancelAtPeriodEnd && (
            <Button color="error" onClick={() => setConfirmCancel(true)} disabled={busy}>
              Cancel plan
            </Button>
          )}
          {recurring && running && billing.cancelAtPeriodEnd && (
            <Button variant="outlined" onClick={() => run(() => api.billing.resume(), 'Your plan will renew as before.')} disabled={busy}>
              Resume plan
            </Button>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirmCancel}
        loading={busy}
        title="Cancel your plan?"
        content={
          billing.pastDue
            ? 'Your plan stops now and we stop trying to charge your card.'
            : `Your plan keeps running until ${billing.currentPeriodEnd ? formatLongDate(billing.currentPeriodEnd) : 'the end of the period'} and is not charged again. You can resume it until then.`
        }
        confirm="Cancel plan"
        cancel="Keep plan"
        onConfirm={() => run(() => api.billing.cancel(), 'Your plan is canceled at the end of the period.')}
        onClose={() => setConfirmCancel(false)}
      />
      {changing && (
        <ChangePlanDialog
          open={changing}
          billing={billing}
          onClose={() => setChanging(false)}
          onChanged={(changed) => {
            onChange(changed);
            setChanging(false);
          }}
        />
      )}
    </Card>
  );
};

const PurchasesCard = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const purchases = useQuery({ queryKey: billingKeys.purchases, queryFn: () => api.billing.purchases() });
  if (!purchases.data?.purchases.length) return null;
  const claim = async (orderId: string) => {
    try {
      await api.billing.claim({ orderId });
      toast({ description: 'The purchase is your plan now.', type: 'success' });
      await queryClient.invalidateQueries({ queryKey: billingKeys.summary });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), type: 'error' });
    }
  };
  return (
    <Card component="section" aria-labelledby="purchases-title" variant="outlined">
      <CardContent>
        <Typography id="purchases-title" component="h2" variant="h6">
          Purchases made with your email
        </Typography>
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {purchases.data.purchases.map((purchase) => (
            <Stack key={purchase.orderId} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Typography>
                {purchase.planTitle} ({PERIOD_LABELS[purchase.billing].toLowerCase()}), order {purchase.orderId}, {formatLongDate(purchase.createdAt)}
              </Typography>
              <Button variant="outlined" onClick={() => claim(purchase.orderId)}>
                Add to my account
              </Button>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** /billing: the owner's plan, its price and dates, the card, receipts, and changing, canceling or resuming it. */
export const BillingPage = () => {
  const queryClient = useQueryClient();
  const billing = useQuery({ queryKey: billingKeys.summary, queryFn: () => api.billing.get() });
  const update = (changed: BillingSummary) => {
    queryClient.setQueryData(billingKeys.summary, changed);
    void queryClient.invalidateQueries({ queryKey: billingKeys.receipts });
  };
  return (
    <OwnerPage title="Billing" subtitle="Your plan, payments and receipts">
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        {billing.isPending ? (
          <Skeleton height={220} aria-label="Loading your plan" />
        ) : billing.isError ? (
          <Alert severity="error">Your plan could not be loaded. {errorMessage(billing.error)}</Alert>
        ) : (
          <PlanCard billing={billing.data} onChange={update} />
        )}
        <PurchasesCard />
        <ReceiptsCard />
      </Stack>
    </OwnerPage>
  );
};
