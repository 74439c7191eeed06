import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { chartTexts, fractionalTicks, giveChartsASize } from '../test/chartLayout';
import { renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

describe('/admin/content and /admin/analytics', () => {
  it('saves the order page headings', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/content/page/order': () =>
        jsonResponse(200, { mainHeading: "Choose a plan that's perfect for you.", subtitle: 'Annual Plan (Save Up to 20%) • Monthly Plan' }),
      'PATCH /api/content/page/order': (call) => jsonResponse(200, call.body),
    });
    renderApp('/admin/content');

    const heading = await screen.findByRole('textbox', { name: /Main heading/ });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Plans for every group');
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      mainHeading: 'Plans for every group',
      subtitle: 'Annual Plan (Save Up to 20%) • Monthly Plan',
    });
  });

  it('shows the failure text when the headings are refused', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'A', subtitle: 'B' }),
      'PATCH /api/content/page/order': () =>
        jsonResponse(422, { message: 'Validation failure', errors: [{ field: 'mainHeading', message: 'Please enter the main heading.', rule: 'required' }] }),
    });
    renderApp('/admin/content');
    await userEvent.clear(await screen.findByRole('textbox', { name: /Main heading/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Failed to update page content.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the main heading.')).toBeInTheDocument();
  });

  it('charts signups, orders and revenue for the chosen days', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/analytics': (call) =>
        jsonResponse(200, {
          from: call.query.get('from'),
          to: call.query.get('to'),
          days: [
            { date: '2026-11-20', signups: 3, orders: 1, revenue: 29 },
            { date: '2026-11-21', signups: 5, orders: 2, revenue: 326 },
          ],
        }),
    });
    renderApp('/admin/analytics');

    expect(await screen.findByRole('figure', { name: 'Signups per day' })).toBeInTheDocument();
    expect(screen.getByLabelText('Signups in total')).toHaveTextContent('8 in total');
    expect(screen.getByLabelText('Orders in total')).toHaveTextContent('3 in total');
    expect(screen.getByLabelText('Revenue (USD) in total')).toHaveTextContent('$355.00 in total');
    const query = calls.find((call) => call.path === '/api/admin/analytics')!.query;
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts signups and orders in whole numbers on the chart axes', async () => {
    giveChartsASize();
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/analytics': (call) =>
        jsonResponse(200, {
          from: call.query.get('from'),
          to: call.query.get('to'),
          days: [
            { date: '2026-11-20', signups: 1, orders: 0, revenue: 0 },
            { date: '2026-11-21', signups: 0, orders: 1, revenue: 29 },
          ],
        }),
    });
    renderApp('/admin/analytics');

    for (const name of ['Signups per day', 'Orders per day']) {
      const chart = await screen.findByRole('figure', { name });
      await waitFor(() => expect(chartTexts(chart), name).toContain('1'));
      expect(fractionalTicks(chart), name).toEqual([]);
    }
  });

  it('says so when From is later than To, without asking the server, and charts again once fixed', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/analytics': (call) => jsonResponse(200, { from: call.query.get('from'), to: call.query.get('to'), days: [] }),
    });
    renderApp('/admin/analytics');
    await screen.findByRole('figure', { name: 'Signups per day' });
    const asked = calls.filter((call) => call.path === '/api/admin/analytics').length;

    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-02');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');

    expect(await screen.findByText('The end date comes on or after the start date.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('figure', { name: 'Signups per day' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/admin/analytics' && call.query.get('to') === '2026-03-01')).toHaveLength(0);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-09');
    expect(await screen.findByRole('figure', { name: 'Signups per day' })).toBeInTheDocument();
    expect(screen.queryByText('The end date comes on or after the start date.')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/admin/analytics').length).toBeGreaterThan(asked);
  });

  it('shows the server’s reason when it refuses a range', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/analytics': () =>
        jsonResponse(422, {
          message: 'The range is at most 366 days.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'to', message: 'The range is at most 366 days.', rule: 'range' }],
        }),
    });
    renderApp('/admin/analytics');
    expect(await screen.findByText('The range is at most 366 days.')).toBeInTheDocument();
  });
});
