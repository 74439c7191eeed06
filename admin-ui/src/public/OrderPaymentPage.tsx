import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, AlertTitle, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useToast } from '../common/useToast';
import { useDocumentTitle } from '../layout/PageHeader';
import { serverMessage } from '../providers/apiErrors';
import type { CardDetails as PaymentDetails, PlacedOrder } from '@joinflow/sdk/browser';
import { api } from '../providers/api';
import { CardFields, EMPTY_PAYMENT, paymentComplete } from './CardFields';
import { cardNumberForPayment } from './cardFormat';
import { CheckoutFrame } from './CheckoutFrame';
import { OrderIdCard } from './OrderIdCard';
import { orderSession, type OrderData } from './orderSession';
import { OrderSummary } from './OrderSummary';
import { useCheckoutAttempt } from './useCheckoutAttempt';
import { useQuote } from './useQuote';

export const AFTER_PAYMENT_DELAY_MS = 2000;
const MISSING_PAYMENT = 'Please fill in all payment details.';
const PAYMENT_FAILED_DEFAULT = 'Please check your payment details and try again.';

function failureMessage(error: unknown): string {
  return serverMessage(error) ?? PAYMENT_FAILED_DEFAULT;
}

const PaymentForm = ({ order }: { order: OrderData }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [payment, setPayment] = useState<PaymentDetails>(EMPTY_PAYMENT);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const quote = useQuote({ plan: order.plan.planType, billing: order.plan.billing, country: order.customer.country });
  const attempt = useCheckoutAttempt();

  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(
      () => navigate(`/customer-login?email=${encodeURIComponent(order.customer.email)}`),
      AFTER_PAYMENT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [placed, navigate, order.customer.email]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!paymentComplete(payment)) {
      toast({ title: 'Error', description: MISSING_PAYMENT, type: 'error' });
      return;
    }
    setProcessing(true);
    setFailure(null);
    try {
      const result = await api.checkout.placeOrder(
        {
          orderData: { plan: { planType: order.plan.planType, billing: order.plan.billing }, customer: order.customer },
          paymentData: { ...payment, cardNumber: cardNumberForPayment(payment.cardNumber) },
        },
        { idempotencyKey: attempt.key() },
      );
      orderSession.clearOrder();
      orderSession.saveReceipt({ email: order.customer.email, orderId: result.orderId });
      setPlaced(result);
    } catch (error) {
      attempt.settle(error);
      const message = failureMessage(error);
      setFailure(message);
      toast({ title: 'Payment Failed', description: message, type: 'error' });
      setProcessing(false);
    }
  };

  if (placed) {
    return (
      <CheckoutFrame step="Done" title="Payment complete" summary={<OrderSummary quote={quote.data} />}>
        <Stack spacing={2.5}>
          <Alert severity="success">
            <AlertTitle>Thank you! Your order is confirmed.</AlertTitle>
            Keep your order ID: you sign in with it and your email. We have emailed it to {order.customer.email} too.
          </Alert>
          <OrderIdCard orderId={placed.orderId} />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} aria-hidden />
            <Typography color="text.secondary">Taking you to the customer login…</Typography>
          </Stack>
        </Stack>
      </CheckoutFrame>
    );
  }

  return (
    <CheckoutFrame step="Step 2 of 2" title="Payment" summary={<OrderSummary quote={quote.data} isError={quote.isError} error={quote.error} />}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit}>
        {failure && (
          <Alert severity="error">
            <AlertTitle>Payment Failed</AlertTitle>
            {failure}
          </Alert>
        )}
        <CardFields value={payment} onChange={setPayment} disabled={processing} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={processing}
          startIcon={processing ? <CircularProgress size={18} color="inherit" /> : <LockIcon />}
        >
          {processing ? 'Processing…' : 'Complete order'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Paying as {order.customer.email}. Card details go straight to the payment processor and are never stored.
        </Typography>
      </Stack>
    </CheckoutFrame>
  );
};

/** /order3: the card, then the order ID; without stored order data the order starts again at /order. */
export const OrderPaymentPage = () => {
  useDocumentTitle('Payment');
  const [order] = useState(orderSession.readOrder);
  if (!order) return <Navigate to="/order" replace />;
  return <PaymentForm order={order} />;
};
