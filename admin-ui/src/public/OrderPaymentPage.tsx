import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, AlertTitle, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { formFieldErrors } from '../common/fieldErrors';
import { SubmitButton } from '../common/SubmitButton';
import { useToast } from '../common/useToast';
import { useDocumentTitle } from '../layout/PageHeader';
import { serverMessage } from '../providers/apiErrors';
import type { PlacedOrder } from '@joinflow/sdk/browser';
import { api } from '../providers/api';
import { CARD_FIELDS, CardFields, cardPayment, type CardValues } from './CardFields';
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

  const handleSubmit = async (values: CardValues) => {
    const payment = cardPayment(values);
    if (!payment) {
      toast({ title: 'Error', description: MISSING_PAYMENT, type: 'error' });
      return;
    }
    setFailure(null);
    try {
      const result = await api.checkout.placeOrder(
        {
          orderData: { plan: { planType: order.plan.planType, billing: order.plan.billing }, customer: order.customer },
          paymentData: payment,
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
      return formFieldErrors(error, CARD_FIELDS, { prefix: 'paymentData.' });
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
      <Form onSubmit={handleSubmit} noValidate disableInvalidFormNotification>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error">
              <AlertTitle>Payment Failed</AlertTitle>
              {failure}
            </Alert>
          )}
          <CardFields />
          <SubmitButton size="large" startIcon={<LockIcon />} busyLabel="Processing…">
            Complete order
          </SubmitButton>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Paying as {order.customer.email}. Card details go straight to the payment processor and are never stored.
          </Typography>
        </Stack>
      </Form>
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
