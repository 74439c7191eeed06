import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../providers/authProvider';
import { currentUser, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const ownerEntries = [
  ['Dashboard', '/'],
  ['Connected Groups', '/groups'],
  ['Message Templates', '/message-templates'],
  ['Email Integrations', '/integrations'],
  ['SMS Integrations', '/sms-integrations'],
  ['Automation Rules', '/automation'],
  ['Member Requests', '/member-requests'],
  ['Google Sheets', '/google-sheets'],
  ['Analytics', '/analytics'],
  ['Deliveries', '/deliveries'],
];

const superAdminEntries = [
  ['Pricing Plans', '/order'],
  ['Super Admin', '/super-admin'],
];

async function sidebarEntries() {
  await screen.findByRole('menuitem', { name: 'Dashboard' });
  return screen
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

describe('Menu', () => {
  it('signs out with a POST carrying the XSRF header, never by opening /api/logout', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderApp('/');

    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const signOut = calls.find((call) => call.method === 'POST');
    expect(signOut?.path).toBe('/api/auth/logout');
    expect(signOut?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(calls.some((call) => call.path === '/api/logout')).toBe(false);
  });

  it('shows an owner the owner pages, API tokens and Sign Out', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/');

    expect(await sidebarEntries()).toEqual([
      ...ownerEntries,
      ['API tokens', '/settings/tokens'],
      ['Privacy', '/settings/privacy'],
      ['Billing', '/billing'],
      ['Password', '/settings/password'],
      ['Sign Out', null],
    ]);
  });

  it('adds Pricing Plans and Super Admin for super admins', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser({ role: 'super_admin', isSuperAdmin: true })) });
    renderApp('/');

    expect(await sidebarEntries()).toEqual([
      ...ownerEntries,
      ...superAdminEntries,
      ['API tokens', '/settings/tokens'],
      ['Privacy', '/settings/privacy'],
      ['Billing', '/billing'],
      ['Password', '/settings/password'],
      ['Sign Out', null],
    ]);
  });

  it("shows the entries the auth provider's canAccess allows, and no other", async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser({ role: 'super_admin', isSuperAdmin: true })) });
    const noAnalytics = { ...authProvider, canAccess: async ({ resource }: { resource?: string }) => resource !== 'analytics' };
    renderApp('/', { authProvider: noAnalytics });

    const entries = await sidebarEntries();
    expect(entries).toContainEqual(['Super Admin', '/super-admin']);
    expect(entries).not.toContainEqual(['Analytics', '/analytics']);
  });
});
