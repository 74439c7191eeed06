import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makePlanRecord } from '../test/planFixtures';
import { renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

function panelApi(routes: Record<string, (call: ApiCall) => Response> = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(superAdmin),
    'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'Heading', subtitle: 'Subtitle' }),
    ...routes,
  });
}

describe('/super-admin', () => {
  it('edits the order page headings on the Page Content tab', async () => {
    const calls = panelApi({ 'PATCH /api/content/page/order': (call) => jsonResponse(200, call.body) });
    renderApp('/super-admin');

    expect(await screen.findByRole('tab', { name: 'Page Content', selected: true })).toBeInTheDocument();
    const subtitle = await screen.findByRole('textbox', { name: /Subtitle/ });
    await userEvent.clear(subtitle);
    await userEvent.type(subtitle, 'Save 20% on annual plans');
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ mainHeading: 'Heading', subtitle: 'Save 20% on annual plans' });
  });

  it('lists every plan, hidden ones included, with the way to edit each in the admin area', async () => {
    const calls = panelApi({
      'GET /api/admin/plans': () =>
        listResponse('plans', [makePlanRecord(), makePlanRecord({ id: 9, name: 'Gold', planType: 'gold', status: 'hidden', trialDays: 14, groupLimit: 6 })]),
    });
    renderApp('/super-admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Pricing Plans' }));

    const table = await screen.findByRole('table');
    const gold = within(table).getByRole('row', { name: /Gold/ });
    expect(within(gold).getByText('Hidden from sale')).toBeInTheDocument();
    expect(within(gold).getByText('14 days')).toBeInTheDocument();
    expect(within(gold).getByText('Up to 6 groups')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit Gold' })).toHaveAttribute('href', '/admin/plans/9');
    expect(screen.getByRole('link', { name: 'Create a plan' })).toHaveAttribute('href', '/admin/plans/create');
    expect(calls.some((call) => call.path === '/api/admin/plans')).toBe(true);
  });

  it('denies owners and sends them home', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/dashboard/stats': () => new Promise<Response>(() => {}),
      'GET /api/requests/recent': () => new Promise<Response>(() => {}),
      'GET /api/groups': () => new Promise<Response>(() => {}),
    });
    renderApp('/super-admin');
    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
