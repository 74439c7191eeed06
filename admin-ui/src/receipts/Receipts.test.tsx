import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '@joinflow/sdk/browser';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import { money, RECEIPT } from '../test/receiptFixtures';



const EARLIER: Receipt = {
  ...RECEIPT,
  id: 6,
  receiptNumber: 'RC-QRSTUVWXYZABCDEF',
  kind: 'purchase',
  amount: money(375550, 'KES 3,755.50'),
  periodStart: '2026-02-17T12:00:00.000Z',
  periodEnd: '2026-03-17T12:00:00.000Z',
  paidAt: '2026-02-17T12:00:00.000Z',
};

function receiptsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/billing/receipts': () => jsonResponse(200, [RECEIPT, EARLIER]),
    ...extra,
  });
}

describe('receipts', () => {
  it('prints a receipt', async () => {
    receiptsApi({
      'GET /api/billing/receipts/7': () => jsonResponse(200, { ...RECEIPT, billedTo: { name: 'Olivia Owner', email: 'owner@example.com' }, seller: 'JoinFlow' }),
    });
    renderApp('/billing/receipts/7');
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('KES 3,755.50');
    expect(screen.getByText('Olivia Owner, owner@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 17, 2026 to April 17, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says why a receipt cannot be shown and stays on its address, such as another owner’s', async () => {
    const calls = receiptsApi({
      'GET /api/billing/receipts/99': () => jsonResponse(404, { message: 'Receipt not found', code: 'E_ROW_NOT_FOUND' }),
    });
    renderApp('/billing/receipts/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Receipt not found');
    expect(screen.queryByTestId('receipt-amount')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/billing/receipts/99');
    expect(calls.filter((call) => call.path === '/api/billing/receipts/99')).toHaveLength(1);
  });

  it('lists every receipt at /billing/receipts, each linking to its printable page', async () => {
    const user = userEvent.setup();
    receiptsApi({
      'GET /api/billing/receipts/6': () => jsonResponse(200, { ...EARLIER, billedTo: { name: 'Olivia Owner', email: 'owner@example.com' }, seller: 'JoinFlow' }),
    });
    renderApp('/billing/receipts');

    const table = await screen.findByRole('table', { name: 'Receipts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('March 17, 2026');
    expect(rows[0]).toHaveTextContent('Silver plan (monthly)');
    expect(rows[1]).toHaveTextContent('February 17, 2026');
    expect(within(rows[0]).getByRole('link', { name: 'RC-ABCDEFGHJKLMNPQR' })).toHaveAttribute('href', '/billing/receipts/7');

    await user.click(within(rows[1]).getByRole('link', { name: 'RC-QRSTUVWXYZABCDEF' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('February 17, 2026 to March 17, 2026')).toBeInTheDocument();
  });

  it('says so when there are no receipts yet', async () => {
    receiptsApi({ 'GET /api/billing/receipts': () => jsonResponse(200, []) });
    renderApp('/billing/receipts');
    expect(await screen.findByText('No charges yet. Each payment shows up here with a receipt to print.')).toBeInTheDocument();
  });
});
