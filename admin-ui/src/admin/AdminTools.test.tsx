import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeAdminPlan, makeAdminUser } from '../test/planFixtures';
import { renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

describe('/admin/pricing-editor', () => {
  it('sends each edit on its own as soon as the field is left', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/pricing': () => jsonResponse(200, [makeAdminPlan()]),
      'PUT /api/admin/pricing/5': (call) => jsonResponse(200, { ...makeAdminPlan(), ...(call.body as object) }),
    });
    renderApp('/admin/pricing-editor');

    const plan = await screen.findByRole('region', { name: 'Silver plan' });
    const price = within(plan).getByRole('textbox', { name: 'Price (USD)' });
    await userEvent.clear(price);
    await userEvent.type(price, '31');
    await userEvent.tab();

    expect(await screen.findByText('Pricing Updated')).toBeInTheDocument();
    await userEvent.click(within(plan).getByRole('switch', { name: 'Popular' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ price: 31 }, { isPopular: true }]);
  });

  it('refuses a price that is not a whole number and puts a failed edit back', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/pricing': () => jsonResponse(200, [makeAdminPlan()]),
      'PUT /api/admin/pricing/5': () => jsonResponse(500, { message: 'Boom' }),
    });
    renderApp('/admin/pricing-editor');

    const plan = await screen.findByRole('region', { name: 'Silver plan' });
    const price = within(plan).getByRole('textbox', { name: 'Price (USD)' });
    await userEvent.clear(price);
    await userEvent.type(price, '12.5');
    await userEvent.tab();
    expect(await screen.findByText('Failed to update pricing plan.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(price).toHaveValue('29');

    const name = within(plan).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Gold');
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveValue('Silver'));
  });
});

describe('/admin/users', () => {
  function usersApi(routes: Record<string, (call: ApiCall) => Response> = {}) {
    return mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/users': () =>
        listResponse('admin/users', [
          makeAdminUser({ id: 1, email: 'founder@example.com', role: 'super_admin', isSuperAdmin: true }),
          makeAdminUser(),
        ]),
      ...routes,
    });
  }

  it('badges super admins without controls and changes another user’s role and status', async () => {
    const calls = usersApi({
      'PUT /api/admin/users/7/role': (call) => jsonResponse(200, { ...makeAdminUser(), ...(call.body as object) }),
      'PUT /api/admin/users/7/status': (call) => jsonResponse(200, { ...makeAdminUser(), ...(call.body as object) }),
    });
    renderApp('/admin/users');

    const founder = await screen.findByRole('row', { name: /founder@example.com/ });
    expect(within(founder).getByText('SUPER ADMIN')).toBeInTheDocument();
    expect(within(founder).queryByRole('combobox')).toBeNull();
    expect(within(founder).queryByRole('switch')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role of owner@example.com' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await userEvent.click(screen.getByRole('switch', { name: 'owner@example.com is active' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const [role, status] = calls.filter((call) => call.method === 'PUT');
    expect(role.body).toEqual({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] });
    expect(status.body).toEqual({ isActive: false });
  });

  it('says when a change fails', async () => {
    usersApi({
      'PUT /api/admin/users/7/role': () =>
        jsonResponse(409, {
          message: 'This account has not confirmed its email address yet, so it cannot be made an admin.',
          code: 'E_EMAIL_NOT_VERIFIED',
        }),
      'PUT /api/admin/users/7/status': () => jsonResponse(403, { message: 'Forbidden' }),
    });
    renderApp('/admin/users');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of owner@example.com' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(
      await screen.findByText('Failed to update user role. This account has not confirmed its email address yet, so it cannot be made an admin.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'owner@example.com is active' }));
    expect(await screen.findByText('Failed to update user status.')).toBeInTheDocument();
  });

  it('collapses the sidebar to icons', async () => {
    usersApi();
    renderApp('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(nav).getByText('User Management')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(nav).queryByText('User Management')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
  });
});

describe('/admin/content and /admin/analytics', () => {
  it('saves the order page headings', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/content/page/order': () =>
        jsonResponse(200, { mainHeading: "Choose a plan that's perfect for you.", subtitle: 'Annual Plan (Save Up to 20%) • Monthly Plan' }),
      'PUT /api/content/page/order': (call) => jsonResponse(200, call.body),
    });
    renderApp('/admin/content');

    const heading = await screen.findByRole('textbox', { name: /Main heading/ });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Plans for every group');
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      mainHeading: 'Plans for every group',
      subtitle: 'Annual Plan (Save Up to 20%) • Monthly Plan',
    });
  });

  it('shows the failure text when the headings are refused', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'A', subtitle: 'B' }),
      'PUT /api/content/page/order': () =>
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
});

describe('/admin/integration-requests', () => {
  it('lists the platforms owners asked for, with who asked and how urgent it is', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/integration-requests': () =>
        jsonResponse(200, [
          {
            id: 2,
            requesterEmail: 'owner@example.test',
            platformName: 'Loops',
            platformUrl: 'https://loops.so',
            category: 'email-marketing',
            description: 'Newsletter for our group',
            useCase: 'Send new members to Loops',
            apiDocumentation: 'https://loops.so/docs/api',
            estimatedUsers: 'few',
            urgency: 'high',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ]),
    });
    renderApp('/admin/integration-requests');

    const table = await screen.findByRole('table', { name: 'Integration requests' });
    expect(await within(table).findByRole('link', { name: 'Loops' })).toHaveAttribute('href', 'https://loops.so');
    expect(within(table).getByText('owner@example.test')).toBeInTheDocument();
    expect(within(table).getByText('high')).toBeInTheDocument();
    expect(within(table).getByText('2-10')).toBeInTheDocument();
    expect(within(table).getByText('Send new members to Loops')).toBeInTheDocument();
  });
});
