import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it('shows an owner the owner pages, API tokens and Sign Out', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/');

    expect(await sidebarEntries()).toEqual([
      ...ownerEntries,
      ['API tokens', '/settings/tokens'],
      ['Privacy', '/settings/privacy'],
      ['Billing', '/billing'],
      ['Sign Out', '/api/logout'],
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
      ['Sign Out', '/api/logout'],
    ]);
  });
});
