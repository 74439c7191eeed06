import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as navigation from '../navigation';
import { authProvider } from '../providers/authProvider';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true, email: 'founder@example.com' });
const STATS = {
  users: 1534,
  revenueLast30Days: 12456.5,
  activePlans: 6,
  conversionRate: 23.5,
  changes: { users: 12 },
};

describe('/admin gate and dashboard', () => {
  it('offers a visitor the administrator sign-in and the way back', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    const leave = vi.spyOn(navigation, 'leaveApp').mockImplementation(() => {});
    renderApp('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Login as Administrator' }));
    expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fadmin');
    expect(screen.getByRole('link', { name: 'Back to Public Site' })).toHaveAttribute('href', '/');
  });

  it('takes a super admin to the dashboard with the real figures', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/stats': () => jsonResponse(200, STATS),
    });
    renderApp('/admin');

    const users = await screen.findByRole('region', { name: 'Total Users' });
    expect(await within(users).findByText('1,534')).toBeInTheDocument();
    expect(within(users).getByText('+12% on the 30 days before')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Revenue (last 30 days)' })).getByText('$12,456.50')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active Plans' })).getByText('6')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Conversion Rate' })).getByText('23.5%')).toBeInTheDocument();
    for (const tile of ['Pricing Editor', 'Content Editor', 'Users', 'Analytics']) {
      expect(screen.getByRole('heading', { name: tile })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Public Site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('turns a signed-in owner away from the gate with a toast', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/dashboard/stats': () => new Promise<Response>(() => {}),
      'GET /api/requests/recent': () => new Promise<Response>(() => {}),
      'GET /api/groups': () => new Promise<Response>(() => {}),
    });
    renderApp('/admin');

    expect(await screen.findByText("You don't have administrator privileges.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The toast is still there on the page the owner was sent to.
    expect(screen.getByText("You don't have administrator privileges.")).toBeInTheDocument();
  });

  it('denies the admin pages to visitors and to owners, each sent on after two seconds', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    const { unmount } = renderApp('/admin/users');
    expect(await screen.findByText('Super admin access required.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login as Administrator' }, { timeout: 4000 })).toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/dashboard/stats': () => new Promise<Response>(() => {}),
      'GET /api/requests/recent': () => new Promise<Response>(() => {}),
      'GET /api/groups': () => new Promise<Response>(() => {}),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText("You don't have administrator privileges.")).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it("admits to the gate and the admin pages only whom the auth provider's canAccess admits", async () => {
    const noSuperAdmin = {
      ...authProvider,
      canAccess: async ({ resource }: { resource?: string }) => resource !== 'super-admin',
    };
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/stats': () => jsonResponse(200, STATS),
      'GET /api/dashboard/stats': () => new Promise<Response>(() => {}),
      'GET /api/requests/recent': () => new Promise<Response>(() => {}),
      'GET /api/groups': () => new Promise<Response>(() => {}),
    });
    const { unmount } = renderApp('/admin', { authProvider: noSuperAdmin });
    expect(await screen.findByText("You don't have administrator privileges.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Users' })).not.toBeInTheDocument();
    unmount();

    renderApp('/admin/dashboard', { authProvider: noSuperAdmin });
    expect(await screen.findByText("You don't have administrator privileges.")).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Users' })).not.toBeInTheDocument();
  });
});
