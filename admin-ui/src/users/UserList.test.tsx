import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeAdminUser, makePlanRecord } from '../test/planFixtures';
import { FIRST_RENDER, renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

// react-admin keeps each list's filters and page in local storage; every test starts from none.
afterEach(() => localStorage.clear());
const founder = makeAdminUser({ id: 1, email: 'founder@example.com', role: 'super_admin', isSuperAdmin: true, planType: 'trial' });
const owner = makeAdminUser();

function usersApi(routes: Record<string, (call: ApiCall) => Response> = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(superAdmin),
    'GET /api/admin/users': () => listResponse('users', [owner, founder], 40),
    'GET /api/admin/plans': () => listResponse('plans', [makePlanRecord()]),
    'GET /api/admin/users/7': () => jsonResponse(200, owner),
    'GET /api/admin/users/1': () => jsonResponse(200, founder),
    ...routes,
  });
}

const userListCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/users');

describe('users resource (/admin/users)', () => {
  it('lists the newest accounts first, 25 a page, searched by name or email', async () => {
    const calls = usersApi();
    renderApp('/admin/users');

    const ownerRow = await screen.findByRole('row', { name: /owner@example.com/ }, FIRST_RENDER);
    // Plans by the names the pricing page gives them, the trial included, never their types.
    expect(await within(ownerRow).findByText('Silver')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /founder@example.com/ })).getByText('Free Trial')).toBeInTheDocument();
    expect(screen.queryByText('silver')).toBeNull();
    expect(listQuery(userListCalls(calls)[0])).toEqual({ filter: {}, sort: ['createdAt', 'DESC'], range: [0, 24] });
    expect(screen.getByText('1-25 of 40')).toBeInTheDocument();

    await userEvent.click(screen.getByPlaceholderText('Search name or email'));
    await userEvent.paste('olivia');
    await waitFor(() => expect(listQuery(userListCalls(calls).at(-1)!).filter).toEqual({ q: 'olivia' }));
  });

  it('pages through the accounts', async () => {
    const calls = usersApi();
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: /Page 2|Go to page 2/ }, FIRST_RENDER));
    await waitFor(() => expect(listQuery(userListCalls(calls).at(-1)!).range).toEqual([25, 49]));
  });

  it('filters by role', async () => {
    const calls = usersApi();
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }, FIRST_RENDER));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(listQuery(userListCalls(calls).at(-1)!).filter).toEqual({ role: 'admin' }));
  });

  it('filters by plan, the free trial among the plans', async () => {
    const calls = usersApi();
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Plan' }, FIRST_RENDER));
    expect(await screen.findByRole('option', { name: 'Free Trial' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Silver' }));
    await waitFor(() => expect(listQuery(userListCalls(calls).at(-1)!).filter).toEqual({ plan: 'silver' }));
  });

  it('badges super admins without controls, and changes another account’s role in place', async () => {
    const calls = usersApi({
      'PATCH /api/admin/users/7': (call) => jsonResponse(200, { ...owner, ...(call.body as object) }),
    });
    renderApp('/admin/users');

    const founderRow = await screen.findByRole('row', { name: /founder@example.com/ }, FIRST_RENDER);
    expect(within(founderRow).getByText('SUPER ADMIN')).toBeInTheDocument();
    expect(within(founderRow).queryByRole('switch')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role of owner@example.com' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] }));
    // Changing a control in a row does not open the row.
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('deactivates an account in place', async () => {
    const calls = usersApi({
      'PATCH /api/admin/users/7': (call) => jsonResponse(200, { ...owner, ...(call.body as object) }),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('switch', { name: 'owner@example.com is active' }, FIRST_RENDER));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isActive: false }));
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('says when a role change fails', async () => {
    usersApi({ 'PATCH /api/admin/users/7': () => jsonResponse(403, { message: 'Forbidden', code: 'E_AUTHORIZATION_FAILURE' }) });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of owner@example.com' }, FIRST_RENDER));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await screen.findByText('Failed to update user role.')).toBeInTheDocument();
  });

  it('says why a role change was refused, such as an address not confirmed yet', async () => {
    usersApi({
      'PATCH /api/admin/users/7': () =>
        jsonResponse(409, {
          message: 'This account has not confirmed its email address yet, so it cannot be made an admin.',
          code: 'E_EMAIL_NOT_VERIFIED',
        }),
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of owner@example.com' }, FIRST_RENDER));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(
      await screen.findByText('Failed to update user role. This account has not confirmed its email address yet, so it cannot be made an admin.'),
    ).toBeInTheDocument();
  });

  it('says when a status change fails', async () => {
    usersApi({ 'PATCH /api/admin/users/7': () => jsonResponse(403, { message: 'Forbidden', code: 'E_AUTHORIZATION_FAILURE' }) });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('switch', { name: 'owner@example.com is active' }, FIRST_RENDER));
    expect(await screen.findByText('Failed to update user status.')).toBeInTheDocument();
  });

  it('shows an account with its subscription and orders', async () => {
    const calls = usersApi({
      'GET /api/admin/subscriptions': () =>
        listResponse('subscriptions', [
          { id: 3, userId: 7, email: owner.email, planType: 'silver', status: 'active', trialEndsAt: null, currentPeriodEnd: '2026-12-01T00:00:00.000Z', orderId: 11, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: null },
        ]),
      'GET /api/admin/orders': () =>
        listResponse('orders', [
          { id: 11, orderId: 'JF-ABCDEFGHIJKLMNOP', userId: 7, email: owner.email, planType: 'silver', amountLocal: 3755.5, currency: 'KES', amountUsdCents: 2900, status: 'trial', createdAt: '2026-11-01T00:00:00.000Z' },
        ]),
    });
    renderApp('/admin/users/7/show');

    expect(await screen.findByRole('heading', { name: 'Olivia Owner' }, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('JF-ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    expect(screen.getByText('KES 3,755.50 ($29.00)')).toBeInTheDocument();
    expect(screen.queryByText('silver')).toBeNull();
    expect(screen.getAllByText('Silver').length).toBe(3);
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    const ordersCall = calls.find((call) => call.path === '/api/admin/orders')!;
    expect(listQuery(ordersCall).filter).toEqual({ userId: 7 });
    expect(screen.getByRole('link', { name: 'Edit role and access' })).toHaveAttribute('href', '/admin/users/7');
  });

  it('edits role and access together, showing the server’s refusal beside the field', async () => {
    const calls = usersApi({
      'PATCH /api/admin/users/7': () =>
        jsonResponse(422, {
          message: 'The super admin role cannot be assigned.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'role', message: 'The super admin role cannot be assigned.', rule: 'assignableRole' }],
        }),
    });
    renderApp('/admin/users/7');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }, FIRST_RENDER));
    await userEvent.click(await screen.findByRole('option', { name: /Admin/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Can sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      role: 'admin',
      permissions: ['manage_pricing', 'manage_content'],
      isActive: false,
    }));
    const role = screen.getByRole('combobox', { name: 'Role' }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(role).findByText('The super admin role cannot be assigned.')).toBeInTheDocument();
  });

  it('keeps a super admin’s role and status out of reach', async () => {
    usersApi();
    renderApp('/admin/users/1');
    expect(await screen.findByText("Super admins' role and status cannot be changed.", {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('collapses the sidebar to icons', async () => {
    usersApi();
    renderApp('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Administration' }, FIRST_RENDER);
    expect(within(nav).getByText('User Management')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(nav).queryByText('User Management')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
  });

  it('turns away an owner, and tells a visitor super admin access is required', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/admin/users');
    expect(await screen.findByText("You don't have administrator privileges.")).toBeInTheDocument();
  });
});
