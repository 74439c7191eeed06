import { afterEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { authProvider, displayName } from './authProvider';

describe('authProvider', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shares one request between the checks react-admin makes together', async () => {
    const admin = makeUser({ role: 'admin', permissions: ['manage_content'] });
    const calls = mockApi({ 'GET /api/auth/user': currentUser(admin) });

    const [, identity, permissions, allowed] = await Promise.all([
      authProvider.checkAuth(),
      authProvider.getIdentity(),
      authProvider.getPermissions(),
      authProvider.canAccess({ action: 'list', resource: 'groups' }),
    ]);

    expect(calls).toHaveLength(1);
    expect(identity).toMatchObject({ id: 1, fullName: 'Olivia Owner' });
    expect(permissions).toEqual({ role: 'admin', permissions: ['manage_content'], isSuperAdmin: false });
    expect(allowed).toBe(true);
  });

  it('asks the server once per page, however often react-admin checks', async () => {
    const calls = mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });

    await authProvider.checkAuth();
    await authProvider.getIdentity();
    await authProvider.getPermissions();
    await authProvider.canAccess({ action: 'list', resource: 'groups' });
    await authProvider.checkAuth();

    expect(calls).toHaveLength(1);
  });

  it('asks again on the next page, so a change made on this one shows there', async () => {
    const calls = mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });

    await authProvider.checkAuth();
    await authProvider.getIdentity();
    window.history.pushState(null, '', '/groups');
    await authProvider.checkAuth();
    await authProvider.getIdentity();

    expect(calls).toHaveLength(2);
  });

  it('asks again after signing in, and after a call found the session gone', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'POST /api/auth/login': () => jsonResponse(200, makeUser()),
    });

    await authProvider.checkAuth();
    await authProvider.login({ email: 'o@example.com', password: 'secret-password' });
    await authProvider.checkAuth();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await authProvider.checkAuth();

    expect(calls.filter(({ path }) => path === '/api/auth/user')).toHaveLength(3);
  });

  it('reads a visitor as nobody without an error from the server', async () => {
    const calls = mockApi({ 'GET /api/auth/user': currentUser(null) });

    await expect(authProvider.getPermissions()).resolves.toBeNull();
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ message: false });
    expect(calls).toHaveLength(1);
  });

  it('answers a failed session check with a sign-in that returns to the current page', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    window.history.replaceState(null, '', '/automation?groupId=3');

    await expect(authProvider.checkAuth()).rejects.toEqual({
      redirectTo: `${window.location.origin}/api/login?returnTo=%2Fautomation%3FgroupId%3D3`,
      message: false,
    });
  });

  it('sends people to sign in again when a call finds the session gone, and only then', async () => {
    window.history.replaceState(null, '', '/settings/tokens');

    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: `${window.location.origin}/api/login?returnTo=%2Fsettings%2Ftokens`,
      message: false,
    });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('gives a visitor no permissions instead of a failure that would send them to sign in', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });

    await expect(authProvider.getPermissions()).resolves.toBeNull();
  });

  it('signs out with a POST to the server, then goes home as a new page', async () => {
    // Every answer the page had sets the XSRF cookie, which the sign-out echoes.
    document.cookie = 'XSRF-TOKEN=current';
    const calls = mockApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });

    await expect(authProvider.logout()).resolves.toBe(`${window.location.origin}/`);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/auth/logout']);
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('current');
  });

  it('signs out again with a fresh XSRF cookie when the page held a stale one', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    let attempts = 0;
    const calls = mockApi({
      'POST /api/auth/logout': () =>
        (attempts += 1) === 1
          ? jsonResponse(403, { message: 'Invalid CSRF Token', code: 'E_BAD_CSRF_TOKEN' })
          : new Response(null, { status: 204 }),
      'GET /api/health': () => {
        // As the browser does with the answer's Set-Cookie.
        document.cookie = 'XSRF-TOKEN=fresh';
        return jsonResponse(200, { status: 'ok' });
      },
    });

    await authProvider.logout();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/auth/logout',
      'GET /api/health',
      'POST /api/auth/logout',
    ]);
    expect(calls.filter(({ method }) => method === 'POST').map(({ headers }) => headers.get('X-XSRF-TOKEN'))).toEqual(['stale', 'fresh']);
  });

  it('does not pretend to have signed out when the server could not be reached', async () => {
    mockApi({ 'POST /api/auth/logout': () => jsonResponse(503, { message: 'JoinFlow is starting.' }) });

    await expect(authProvider.logout()).rejects.toMatchObject({ status: 503 });
  });

  it('rejects a failed sign-in with the server’s message', async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse(400, { message: 'Invalid email or password.' }) });

    await expect(authProvider.login({ email: 'a@example.com', password: 'nope' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid email or password.',
    });
  });
});

describe('displayName', () => {
  it('uses the name when there is one and the email otherwise', () => {
    expect(displayName({ firstName: 'Olivia', lastName: null, email: 'o@example.com' })).toBe('Olivia');
    expect(displayName({ firstName: null, lastName: null, email: 'o@example.com' })).toBe('o@example.com');
  });
});
