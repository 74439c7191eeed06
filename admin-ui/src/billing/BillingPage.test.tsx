import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { PLANS, makePlan } from '../test/planFixtures';
import { renderApp } from '../test/renderApp';
import { money, RECEIPT } from '../test/receiptFixtures';
import type { BillingSummary, PlanChange } from '@joinflow/sdk/browser';


function summary(overrides: Partial<BillingSummary> = {}): BillingSummary {
  return {
    planType: 'silver',
    planTitle: 'Silver',
    status: 'active',
    period: 'monthly',
    price: money(375550, 'KES 3,755.50'),
    trialEndsAt: null,
    currentPeriodStart: '2026-03-17T12:00:00.000Z',
    currentPeriodEnd: '2026-04-17T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    renewsAt: '2026-04-17T12:00:00.000Z',
    endsAt: null,
    pastDue: null,
    pendingChange: null,
    paymentMethod: { brand: 'visa', last4: '4242', expMonth: 9, expYear: 2039 },
    renewedBy: 'joinflow',
    groupLimit: 3,
    groupsUsed: 1,
    automationPaused: false,
    pausedReason: null,
    ...overrides,
  };
}


function billingApi(state: { billing: BillingSummary }, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/billing': () => jsonResponse(200, state.billing),
    'GET /api/billing/receipts': () => jsonResponse(200, [RECEIPT]),
    'GET /api/billing/purchases': () => jsonResponse(200, { emailVerified: true, purchases: [] }),
    ...extra,
  });
}

describe('/billing', () => {
  it('shows the plan, its period, price, status, next renewal, card and receipts', async () => {
    billingApi({ billing: summary() });
    renderApp('/billing');
    const plan = await screen.findByRole('region', { name: 'Silver' });
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('KES 3,755.50 a month')).toBeInTheDocument();
    expect(within(plan).getByText('Monthly')).toBeInTheDocument();
    expect(within(plan).getByText('Next renewal')).toBeInTheDocument();
    expect(within(plan).getByText('April 17, 2026')).toBeInTheDocument();
    expect(within(plan).getByText('Visa ending in 4242, expires 09/2039')).toBeInTheDocument();
    const receipts = await screen.findByRole('table', { name: 'Receipts' });
    expect(within(receipts).getByText('KES 3,755.50')).toBeInTheDocument();
    expect(within(receipts).getByRole('link', { name: 'RC-ABCDEFGHJKLMNPQR' })).toHaveAttribute('href', '/billing/receipts/7');
  });

  it('cancels at the period end after asking, then offers to resume', async () => {
    const state = { billing: summary() };
    const calls = billingApi(state, {
      'POST /api/billing/cancel': () => {
        state.billing = summary({ cancelAtPeriodEnd: true, renewsAt: null, endsAt: '2026-04-17T12:00:00.000Z' });
        return jsonResponse(200, state.billing);
      },
      'POST /api/billing/resume': () => {
        state.billing = summary();
        return jsonResponse(200, state.billing);
      },
    });
    renderApp('/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/keeps running until April 17, 2026 and is not charged again/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));

    expect(await screen.findByText('Canceled at period end')).toBeInTheDocument();
    expect(screen.getByText('Ends')).toBeInTheDocument();
    // The page behind the confirmation is hidden from assistive technology until it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/billing/cancel', '/api/billing/resume']);
  });

  it('previews a plan change with what is due today, then makes it', async () => {
    const state = { billing: summary() };
    const change: PlanChange = {
      kind: 'upgrade',
      planType: 'pro',
      planTitle: 'Pro',
      period: 'monthly',
      price: money(479150, 'KES 4,791.50'),
      credit: money(187775, 'KES 1,877.75'),
      dueNow: money(291375, 'KES 2,913.75'),
      effectiveAt: '2026-04-01T12:00:00.000Z',
      renewsAt: '2026-05-01T12:00:00.000Z',
      message: 'Pro (monthly) starts today. You pay KES 2,913.75 now: KES 4,791.50 less KES 1,877.75 left on Silver (monthly).',
    };
    const calls = billingApi(state, {
      'GET /api/pricing': () => jsonResponse(200, [...PLANS, makePlan({ id: 9, planType: 'pro', title: 'Pro', price: '$37', groupLimit: 4 })]),
      'POST /api/billing/change-plan/preview': () => jsonResponse(200, change),
      'POST /api/billing/change-plan': () => {
        state.billing = summary({ planType: 'pro', planTitle: 'Pro', price: money(479150, 'KES 4,791.50') });
        return jsonResponse(200, { change, billing: state.billing });
      },
    });
    renderApp('/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Pro/ }));
    expect(await within(dialog).findByText('Due today: KES 2,913.75')).toBeInTheDocument();
    expect(within(dialog).getByText(change.message)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    expect(await screen.findByRole('region', { name: 'Pro' })).toBeInTheDocument();
    const applied = calls.find((call) => call.path === '/api/billing/change-plan')!;
    expect(applied.body).toEqual({ planType: 'pro', billing: 'monthly' });
    expect(applied.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The lifetime plan is bought at checkout, not switched to here.
    expect(calls.some((call) => JSON.stringify(call.body ?? '').includes('lifetime'))).toBe(false);
  });

  it('says when a payment failed and when it is tried again', async () => {
    billingApi({ billing: summary({ status: 'past_due', pastDue: { since: '2026-04-17T12:00:00.000Z', failedAttempts: 1, nextRetryAt: '2026-04-18T12:00:00.000Z' } }) });
    renderApp('/billing');
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(screen.getByText(/we try again on April 18, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with another card' })).toHaveAttribute('href', '/checkout/silver?billing=monthly');
  });

  it('lists purchases made with the owner’s email and adds one on request', async () => {
    const calls = billingApi({ billing: summary({ planType: 'trial', planTitle: 'Free Trial', status: 'trialing', period: null, price: null, paymentMethod: null, renewsAt: null, endsAt: '2026-03-17T12:00:00.000Z' }) }, {
      'GET /api/billing/purchases': () =>
        jsonResponse(200, {
          emailVerified: true,
          purchases: [{ orderId: 'JF-ABCDEFGHJKLMNPQR', planType: 'pro', planTitle: 'Pro', billing: 'annual', status: 'trial', trialEndsAt: null, createdAt: '2026-03-10T12:00:00.000Z' }],
        }),
      'POST /api/billing/claim': () => jsonResponse(200, {}),
    });
    renderApp('/billing');
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/order');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my account' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/billing/claim')?.body).toEqual({ orderId: 'JF-ABCDEFGHJKLMNPQR' }));
  });
});
