import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, listResponse, makeUser, mockApi } from '../test/fakeApi';
import { makeAdminUser, makePlanRecord } from '../test/planFixtures';
import { FIRST_RENDER, renderApp } from '../test/renderApp';
import type { AdminSubscription } from '../subscriptions/types';
import type { AdminOrder } from './types';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

// react-admin keeps each list's filters and page in local storage; every test starts from none.
afterEach(() => localStorage.clear());

const order: AdminOrder = {
  id: 11,
  orderId: 'JF-ABCDEFGHIJKLMNOP',
  userId: 7,
  email: 'buyer@example.com',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  country: 'Kenya',
  marketingConsent: true,
  planType: 'silver',
  billing: 'monthly',
  amountUsdCents: 2900,
  amountLocal: 3755.5,
  currency: 'KES',
  dueTodayCents: 0,
  trialEndsAt: '2026-11-29T10:00:00.000Z',
  status: 'trial',
  cardBrand: 'visa',
  cardLast4: '4242',
  cardExpMonth: 9,
  cardExpYear: 2039,
  createdAt: '2026-11-22T10:00:00.000Z',
};

const subscription: AdminSubscription = {
  id: 4,
  userId: 7,
  email: 'owner@example.com',
  planType: 'silver',
  status: 'expired',
  trialEndsAt: '2026-11-20T10:00:00.000Z',
  currentPeriodEnd: null,
  orderId: 11,
  createdAt: '2026-11-13T10:00:00.000Z',
  updatedAt: null,
};

function adminApi() {
  return mockApi({
    'GET /api/auth/user': currentUser(superAdmin),
    'GET /api/admin/orders': () => listResponse('orders', [order]),
    'GET /api/admin/orders/11': () => jsonResponse(200, order),
    'GET /api/admin/subscriptions': () => listResponse('subscriptions', [subscription]),
    'GET /api/admin/subscriptions/4': () => jsonResponse(200, subscription),
    'GET /api/admin/plans': () => listResponse('plans', [makePlanRecord()]),
    'GET /api/admin/users': () => listResponse('users', [makeAdminUser()]),
  });
}

describe('orders resource (/admin/orders)', () => {
  it('lists orders newest first with the exact amount, and filters by status', async () => {
    const calls = adminApi();
    renderApp('/admin/orders');

    const row = await screen.findByRole('row', { name: /JF-ABCDEFGHIJKLMNOP/ }, FIRST_RENDER);
    expect(within(row).getByText('KES 3,755.50 ($29.00)')).toBeInTheDocument();
    expect(within(row).getByText('Trial, card saved')).toBeInTheDocument();
    // The plan by the name the pricing page gives it, never its type.
    expect(await within(row).findByText('Silver')).toBeInTheDocument();
    expect(within(row).queryByText('silver')).toBeNull();
    const lists = () => calls.filter((call) => call.path === '/api/admin/orders');
    expect(listQuery(lists()[0]).sort).toEqual(['createdAt', 'DESC']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(listQuery(lists().at(-1)!).filter).toEqual({ status: 'failed' }));
  });

  it('shows one order with its card as brand and last four digits, and the account it belongs to', async () => {
    adminApi();
    renderApp('/admin/orders/11/show');
    expect(await screen.findByRole('heading', { name: 'Order JF-ABCDEFGHIJKLMNOP' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242, expires 09/2039')).toBeInTheDocument();
    expect(await screen.findByText('Silver (monthly)')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'owner@example.com' })).toHaveAttribute('href', '/admin/users/7/show');
  });
});

describe('subscriptions resource (/admin/subscriptions)', () => {
  it('lists subscriptions newest first with their status, and shows one with its order', async () => {
    const calls = adminApi();
    renderApp('/admin/subscriptions');

    const row = await screen.findByRole('row', { name: /owner@example.com/ }, FIRST_RENDER);
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(listQuery(calls.find((call) => call.path === '/api/admin/subscriptions')!).sort).toEqual(['createdAt', 'DESC']);

    await userEvent.click(row);
    expect(await screen.findByRole('heading', { name: 'Subscription of owner@example.com' })).toBeInTheDocument();
    expect(screen.queryByText('silver')).toBeNull();
    expect(await screen.findByRole('link', { name: 'JF-ABCDEFGHIJKLMNOP' })).toHaveAttribute('href', '/admin/orders/11/show');
  });
});
