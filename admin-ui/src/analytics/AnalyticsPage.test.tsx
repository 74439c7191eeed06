import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi } from '../test/fakeApi';
import { makeGroup } from '../test/fixtures';
import { chartTexts, fractionalTicks, giveChartsASize } from '../test/chartLayout';
import { renderApp } from '../test/renderApp';
import type { AnalyticsReport } from './types';

const report: AnalyticsReport = {
  from: '2025-05-12',
  to: '2025-06-10',
  requestsPerDay: [
    { date: '2025-06-09', approved: 5, pending: 1, declined: 2 },
    { date: '2025-06-10', approved: 7, pending: 0, declined: 1 },
  ],
  approvalRateByGroup: [{ groupId: 3, groupName: 'Dog Lovers UK', approved: 12, declined: 3, pending: 1, approvalRate: 80 }],
  topDeclineReasons: [
    { reason: 'No email given', count: 2 },
    { reason: 'Blocked keyword: crypto', count: 1 },
  ],
  deliveriesByIntegration: [
    { integrationId: 5, name: 'Newsletter list', type: 'email', platform: 'mailchimp', delivered: 11, failed: 1, successRate: 91.7, medianDelayMs: 240 },
  ],
};

describe('Analytics page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-10T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('charts the last 30 days from the API and lists the figures', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/groups': () => listResponse('groups', [makeGroup()]),
      'GET /api/analytics': () => jsonResponse(200, report),
    });
    renderApp('/analytics');

    const deliveries = await screen.findByRole('table', { name: 'Deliveries by integration' });
    const row = within(deliveries).getByText('Newsletter list').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('92%');
    expect(row).toHaveTextContent('240 ms');
    expect(within(screen.getByRole('table', { name: 'Approval rate by group' })).getByText('80%')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Top decline reasons' })).getByText('No email given — 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Requests per day' })).toBeInTheDocument();

    const query = calls.find((call) => call.path === '/api/analytics')?.query;
    expect(query?.get('from')).toBe('2025-05-12');
    expect(query?.get('to')).toBe('2025-06-10');
  });

  it('counts in whole numbers on the chart axes, however small the figures', async () => {
    giveChartsASize();
    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/groups': () => listResponse('groups', [makeGroup()]),
      'GET /api/analytics': () =>
        jsonResponse(200, {
          ...report,
          requestsPerDay: [
            { date: '2025-06-09', approved: 1, pending: 0, declined: 0 },
            { date: '2025-06-10', approved: 0, pending: 0, declined: 0 },
          ],
          topDeclineReasons: [{ reason: 'No email given', count: 1 }],
          deliveriesByIntegration: [{ ...report.deliveriesByIntegration[0], delivered: 1, failed: 0 }],
        }),
    });
    renderApp('/analytics');

    await screen.findByRole('table', { name: 'Deliveries by integration' });
    for (const title of ['Requests per day', 'Top decline reasons', 'Deliveries by integration']) {
      const chart = screen.getByRole('region', { name: title });
      expect(chartTexts(chart), title).toContain('1');
      expect(fractionalTicks(chart), title).toEqual([]);
    }
  });

  it('asks again for the chosen range and explains a range out of order', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/groups': () => listResponse('groups', [makeGroup()]),
      'GET /api/analytics': () => jsonResponse(200, report),
    });
    renderApp('/analytics');

    await screen.findByRole('table', { name: 'Deliveries by integration' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-06-01' } });
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/analytics').at(-1)?.query.get('from')).toBe('2025-06-01'));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-07-01' } });
    expect(await screen.findByText('Choose a start date on or before the end date.')).toBeInTheDocument();
  });
});
