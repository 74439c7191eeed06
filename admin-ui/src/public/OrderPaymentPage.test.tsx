import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockApi } from '../test/fakeApi';
import { makeQuote } from '../test/planFixtures';
import { fieldRefusal, fillCard, withinField } from '../test/fields';
import { renderApp } from '../test/renderApp';

const ORDER = {
  plan: { planType: 'silver', name: 'Silver', billing: 'monthly' },
  customer: { email: 'amina@example.com', country: 'Kenya', marketingConsent: false },
};

function paymentApi(payment: () => Response) {
  return mockApi({
    'GET /api/auth/user': currentUser(null),
    'GET /api/pricing/quote': () => jsonResponse(200, makeQuote({ currency: 'KES', price: 3755.5, dueLater: 3755.5 })),
    'GET /api/pricing': () => jsonResponse(200, []),
    'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'Heading', subtitle: 'Sub' }),
    'POST /api/process-payment': payment,
  });
}

describe('/order3', () => {
  beforeEach(() => sessionStorage.setItem('joinflow.order', JSON.stringify(ORDER)));
  afterEach(() => sessionStorage.clear());

  it('starts again at /order when there is no order in progress', async () => {
    sessionStorage.clear();
    paymentApi(() => jsonResponse(500));
    renderApp('/order3');
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
  });

  it('formats the card as it is typed and asks for every field', async () => {
    const calls = paymentApi(() => jsonResponse(500));
    renderApp('/order3');
    await screen.findByText('7 days free, then KES 3,755.50/month');

    await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), '42424242424242421234');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/30');
    expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/30');
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByText('Please fill in all payment details.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/process-payment')).toBe(false);
  });

  it('shows the order ID, forgets the order and moves on to the customer login with the email filled in', async () => {
    const calls = paymentApi(() =>
      jsonResponse(201, {
        orderId: 'JF-ABCDEFGHJKLMNPQR',
        planType: 'silver',
        trialEndsAt: '2026-11-29T10:00:00.000Z',
        dueToday: 0,
        dueLater: 3755.5,
        currency: 'KES',
      }),
    );
    renderApp('/order3');
    await screen.findByText('7 days free, then KES 3,755.50/month');
    await fillCard({ number: '4242 4242 4242 4242' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));

    expect(await screen.findByTestId('order-id')).toHaveTextContent('JF-ABCDEFGHJKLMNPQR');
    expect(sessionStorage.getItem('joinflow.order')).toBeNull();
    const payment = calls.find((call) => call.path === '/api/process-payment');
    expect(payment?.body).toEqual({
      orderData: { plan: { planType: 'silver', billing: 'monthly' }, customer: ORDER.customer },
      paymentData: { cardNumber: '4242424242424242', nameOnCard: 'Amina Wanjiru', expirationDate: '12/30', securityCode: '123' },
    });

    expect(await screen.findByRole('heading', { name: 'Customer Login' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('amina@example.com');
    expect(screen.getByTestId('order-id')).toHaveTextContent('JF-ABCDEFGHJKLMNPQR');
  });

  it('shows a decline with the processor’s reason and lets the buyer try again', async () => {
    let attempts = 0;
    paymentApi(() => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(402, { message: 'Your card was declined.', code: 'E_PAYMENT_DECLINED' })
        : jsonResponse(422, {});
    });
    renderApp('/order3');
    await screen.findByText('7 days free, then KES 3,755.50/month');
    await fillCard({ number: '4000000000000002' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));

    expect(await screen.findAllByText('Your card was declined.')).not.toHaveLength(0);
    expect(screen.getAllByText('Payment Failed').length).toBeGreaterThan(0);
    const retry = screen.getByRole('button', { name: 'Complete order' });
    expect(retry).toBeEnabled();

    await userEvent.click(retry);
    await waitFor(() => expect(screen.getAllByText('Please check your payment details and try again.').length).toBeGreaterThan(0));
    expect(sessionStorage.getItem('joinflow.order')).not.toBeNull();
  });

  it('shows the server’s field error under the card field it concerns, keeping what was typed', async () => {
    paymentApi(() => jsonResponse(422, fieldRefusal('paymentData.cardNumber', 'Please enter a valid card number.')));
    renderApp('/order3');
    await screen.findByText('7 days free, then KES 3,755.50/month');
    await fillCard({ number: '4242424242424241' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete order' }));

    const cardNumber = screen.getByRole('textbox', { name: /Card number/ });
    expect(await withinField(cardNumber).findByText('Please enter a valid card number.')).toBeInTheDocument();
    expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Security code/ })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Amina Wanjiru');
    expect(cardNumber).toHaveValue('4242 4242 4242 4241');
    expect(screen.queryByText('The form is not valid. Please check for errors')).not.toBeInTheDocument();
  });

  it('sends one key per attempt: the same after a dropped connection, a new one after a decline', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => jsonResponse(402, { message: 'Your card was declined.', code: 'E_PAYMENT_DECLINED' }),
      () => jsonResponse(502, { message: 'The payment processor did not answer.', code: 'E_GATEWAY_UNAVAILABLE' }),
      () => jsonResponse(422, {}),
    ];
    const calls = paymentApi(() => answers.shift()!());
    renderApp('/order3');
    await screen.findByText('7 days free, then KES 3,755.50/month');
    await fillCard();
    for (let submit = 0; submit < 4; submit += 1) {
      const button = await screen.findByRole('button', { name: 'Complete order' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await waitFor(() => expect(calls.filter((call) => call.path === '/api/process-payment')).toHaveLength(submit + 1));
    }
    const keys = calls.filter((call) => call.path === '/api/process-payment').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
  });
});
