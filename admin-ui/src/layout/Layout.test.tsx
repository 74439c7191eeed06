import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, makeUser, mockApi } from '../test/fakeApi';
import { FIRST_RENDER, renderApp } from '../test/renderApp';
import { mockViewportWidth } from '../test/viewport';

describe('owner layout', () => {
  it('shows the page title and subtitle with Add Group and the notification bell', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(header).toHaveTextContent('Manage your Facebook group automation');
    expect(within(header).getByRole('link', { name: 'Add Group' })).toHaveAttribute('href', '/?add=1');
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('gives each owner page its own heading', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/analytics');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    expect(header).toHaveTextContent('See how your groups grow and how your automation performs');
  });

  it('keeps the super admin panel to super admins', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/super-admin');

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  it('opens the super admin panel for super admins', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser({ role: 'super_admin', isSuperAdmin: true })) });
    renderApp('/super-admin');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('heading', { name: 'Super Admin Panel' })).toBeInTheDocument();
  });
});

describe('owner layout on a phone', () => {
  it('shrinks Add Group to its icon so the page title keeps the header', async () => {
    mockViewportWidth(390);
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/analytics');

    const header = await screen.findByRole('banner', {}, FIRST_RENDER);
    expect(await within(header).findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    const addGroup = within(header).getByRole('link', { name: 'Add Group' });
    expect(addGroup).toHaveAttribute('href', '/analytics?add=1');
    expect(addGroup).not.toHaveTextContent('Add Group');
  });
});
