import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import type { Delivery } from './types';

function makeDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 70,
    memberRequestId: 41,
    memberName: 'Amara Okafor',
    integrationId: 5,
    integrationName: 'Newsletter list',
    integrationType: 'email',
    platform: 'mailchimp',
    status: 'delivered',
    attempts: 1,
    lastError: null,
    lastStatusCode: 200,
    nextAttemptAt: null,
    deliveredAt: '2025-06-10T11:05:01.000Z',
    createdAt: '2025-06-10T11:05:00.000Z',
    approvedAt: '2025-06-10T11:05:00.000Z',
    ...overrides,
  };
}

const failed = makeDelivery({
  id: 71,
  memberName: 'Ben Carter',
  status: 'failed',
  attempts: 1,
  lastError: 'API Key Invalid',
  lastStatusCode: 401,
  deliveredAt: null,
});

function deliveriesApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/deliveries': (call) => {
      const { status } = listQuery(call).filter;
      const rows = [makeDelivery(), failed].filter((row) => !status || row.status === status);
      return jsonResponse(200, rows, { 'Content-Range': `deliveries 0-${rows.length - 1}/${rows.length}` });
    },
    'GET /api/deliveries/71': () =>
      jsonResponse(200, {
        ...failed,
        attemptLog: [
          { attempt: 1, startedAt: '2025-06-10T11:05:00.000Z', durationMs: 84, statusCode: 401, outcome: 'failed', message: 'API Key Invalid' },
        ],
      }),
    'POST /api/deliveries/71/retry': () => jsonResponse(200, { ...failed, status: 'queued' }),
    ...routes,
  });
}

describe('Deliveries list', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf%2Btoken';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('lists each delivery with its status and the platform answer', async () => {
    const calls = deliveriesApi();
    renderApp('/deliveries');

    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Ben Carter')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('API Key Invalid')).toBeInTheDocument();
    expect(within(table).getByText('Amara Okafor').closest('tr')).toHaveTextContent('Delivered');
    // The one list protocol: the newest first, a page of 25.
    expect(listQuery(calls.find((call) => call.path === '/api/deliveries')!)).toEqual({ filter: {}, sort: ['createdAt', 'DESC'], range: [0, 24] });
  });

  it('filters by status and retries a failed delivery', async () => {
    const user = userEvent.setup();
    const calls = deliveriesApi();
    renderApp('/deliveries');

    await screen.findByText('Ben Carter');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'failed' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Amara Okafor'));
    expect(screen.getByText('Ben Carter')).toBeInTheDocument();
    expect(listQuery(calls.filter((call) => call.path === '/api/deliveries').at(-1)!).filter).toEqual({ status: 'failed' });

    await user.click(screen.getByRole('button', { name: 'Retry delivery of Ben Carter' }));
    expect(await screen.findByText('The delivery of Ben Carter to Newsletter list is queued again.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/deliveries/71/retry')).toBe(true);
  });

  it('says so when the delivery being retried is already being made, instead of queuing it', async () => {
    const user = userEvent.setup();
    deliveriesApi({ 'POST /api/deliveries/71/retry': () => jsonResponse(200, { ...failed, status: 'delivering' }) });
    renderApp('/deliveries');

    await user.click(await screen.findByRole('button', { name: 'Retry delivery of Ben Carter' }));
    expect(
      await screen.findByText('The delivery of Ben Carter to Newsletter list is being made right now, so it is not sent a second time.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The delivery of Ben Carter to Newsletter list is queued again.')).not.toBeInTheDocument();
  });

  it('shows every attempt of a delivery with the platform answer', async () => {
    const user = userEvent.setup();
    deliveriesApi();
    renderApp('/deliveries');

    await user.click(await screen.findByRole('button', { name: 'Attempts of Ben Carter to Newsletter list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ben Carter to Newsletter list' });
    const attempt = within(await within(dialog).findByRole('table', { name: 'Attempts' })).getAllByRole('row')[1];
    expect(attempt).toHaveTextContent('84 ms');
    expect(attempt).toHaveTextContent('HTTP 401');
    expect(attempt).toHaveTextContent('failed: API Key Invalid');
  });
});
