import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeQuote } from '../test/planFixtures';
import { fieldRefusal, fillCard, withinField } from '../test/fields';
import { renderApp } from '../test/renderApp';

function ownerApi(payment: (call: ApiCall) => Response) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/pricing/quote': (call) =>
      jsonResponse(200, makeQuote({ planType: 'pro', title: 'Pro', priceUsd: 37, currency: call.query.get('country') === 'Kenya' ? 'KES' : 'USD' })),
    'POST /api/checkout/start': () => new Response(null, { status: 204 }),
    'POST /api/payment/process': payment,
    'GET /api/dashboard/stats': () => jsonResponse(200, {
        connectedGroups: 0,
        membersToday: 0,
        emailIntegrations: 0,
        automationRate: 0,
        changes: { connectedGroups: 0, membersToday: 0, emailIntegrations: 0, automationRate: 0 },
      }),
    'GET /api/requests/recent': () => jsonResponse(200, []),
    'GET /api/groups': () => jsonResponse(200, [], { 'Content-Range': 'groups 0-0/0' }),
  });
}

const fillPayment = () => fillCard({ name: 'Olivia Owner', expiry: '122030' });

describe('/checkout/:planType', () => {
  afterEach(() => sessionStorage.clear());

  it('sends signed-out visitors home', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/checkout/pro');
    expect(await screen.findByRole('heading', { name: /Grow your Facebook group/ })).toBeInTheDocument();
  });

  it('asks for an email, then takes the payment and activates the plan', async () => {
    const calls = ownerApi(() => jsonResponse(201, { orderId: 'JF-X', planType: 'pro', status: 'active', trialEndsAt: null }));
    renderApp('/checkout/pro');

    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Kenya');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('owner@example.com');
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please enter your email address to continue.')).toBeInTheDocument();
    expect(screen.getByText('Email Required')).toBeInTheDocument();

    await userEvent.type(email, 'billing@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    await fillPayment();
    expect(screen.getByRole('textbox', { name: /Expiry date/ })).toHaveValue('12/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Pay and activate' }));

    expect(await screen.findByText('Your subscription has been activated. Check your email for confirmation.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Manage Groups' })).toBeInTheDocument();
    const payment = calls.find((call) => call.path === '/api/payment/process');
    expect(payment?.body).toEqual({
      planType: 'pro',
      billing: 'monthly',
      planTitle: 'Pro',
      amount: 37,
      userId: 1,
      email: 'billing@example.com',
      country: 'Kenya',
      subscribeToUpdates: false,
      cardNumber: '4242424242424242',
      nameOnCard: 'Olivia Owner',
      expirationDate: '12/2030',
      securityCode: '123',
    });
    expect(calls.find((call) => call.path === '/api/checkout/start')?.body).toMatchObject({ flow: 'owner', planType: 'pro' });
  });

  it('buys the annual plan when annual was chosen, with one idempotency key for the attempt', async () => {
    const calls = ownerApi(() => jsonResponse(201, { orderId: 'JF-X', planType: 'pro', status: 'trialing', trialEndsAt: null }));
    renderApp('/checkout/pro?billing=annual');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay and activate' }));
    await screen.findByText('Your subscription has been activated. Check your email for confirmation.');
    const payment = calls.find((call) => call.path === '/api/payment/process')!;
    expect(payment.body).toMatchObject({ planType: 'pro', billing: 'annual' });
    expect(payment.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.find((call) => call.path === '/api/pricing/quote')?.query.get('billing')).toBe('annual');
  });

  it('says why when the account already has a plan that runs', async () => {
    ownerApi(() => jsonResponse(409, { message: 'You already have the Silver plan. Change plans on the Billing page instead.', code: 'E_PLAN_IN_FORCE' }));
    renderApp('/checkout/pro');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay and activate' }));
    expect(await screen.findByText('You already have the Silver plan. Change plans on the Billing page instead.')).toBeInTheDocument();
  });

  it('shows the server’s field error under the card field it concerns', async () => {
    ownerApi(() => jsonResponse(422, fieldRefusal('securityCode', 'Please enter a valid security code.')));
    renderApp('/checkout/pro');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay and activate' }));

    const securityCode = screen.getByRole('textbox', { name: /Security code/ });
    expect(await withinField(securityCode).findByText('Please enter a valid security code.')).toBeInTheDocument();
    expect(securityCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('There was an issue processing your payment. Please try again.')).toBeInTheDocument();
  });

  it('keeps the owner on the payment step after a failure', async () => {
    ownerApi(() => jsonResponse(402, { message: 'Your card was declined.' }));
    renderApp('/checkout/pro');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay and activate' }));

    expect(await screen.findByText('There was an issue processing your payment. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay and activate' })).toBeEnabled());
  });
});
