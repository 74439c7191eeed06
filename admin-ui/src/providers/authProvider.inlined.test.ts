import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, makeUser, mockApi } from '../test/fakeApi';

/** A page load whose HTML carries the signed-in account, as the server writes it: the auth provider is loaded afresh with it. */
async function loadPageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'joinflow-user';
  element.textContent = text;
  document.head.append(element);
  vi.resetModules();
  return import('./authProvider');
}

describe('authProvider with the account the server put into the page', () => {
  afterEach(() => {
    document.getElementById('joinflow-user')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('shows the first page from it, without asking who is signed in, then asks on the next page as before', async () => {
    window.history.replaceState(null, '', '/member-requests');
    // The server escapes what could end its script element; JSON reads the escapes back.
    const owner = makeUser({ id: 7, firstName: '</script><b>', lastName: 'Owner' });
    const { authProvider } = await loadPageWith(JSON.stringify(owner).replace(/</g, '\\u003c').replace(/>/g, '\\u003e'));
    const calls = mockApi({ 'GET /api/auth/user': currentUser(makeUser({ id: 7, firstName: 'Renamed' })) });

    await authProvider.checkAuth();
    expect(await authProvider.getIdentity()).toMatchObject({ id: 7, fullName: '</script><b> Owner' });
    expect(await authProvider.getPermissions()).toEqual({ role: 'user', permissions: owner.permissions, isSuperAdmin: false });
    expect(calls).toHaveLength(0);
    // Read once: it is gone from the page.
    expect(document.getElementById('joinflow-user')).toBeNull();

    window.history.pushState(null, '', '/groups');
    expect(await authProvider.getIdentity()).toMatchObject({ id: 7, fullName: 'Renamed Owner' });
    expect(calls).toHaveLength(1);
  });

  it('asks the server when what the page carries is not an account', async () => {
    const { authProvider } = await loadPageWith('{"user": null');
    const calls = mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });

    await authProvider.checkAuth();
    expect(calls).toHaveLength(1);
  });
});
