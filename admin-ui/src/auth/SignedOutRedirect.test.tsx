import { act, render, screen } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveApp } from '../navigation';
import { currentUser, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import { SignedOutRedirect } from './SignedOutRedirect';

vi.mock('../navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../navigation')>()),
  leaveApp: vi.fn(),
}));

const TOAST = 'You are logged out. Logging in again...';

describe('SignedOutRedirect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(leaveApp).mockReset();
  });

  it('warns, waits 500 ms, then sends the visitor to sign in and back to this page', () => {
    render(
      <TestMemoryRouter initialEntries={['/automation?groupId=7']}>
        <AdminContext>
          <SignedOutRedirect />
          <Notification />
        </AdminContext>
      </TestMemoryRouter>,
    );

    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText(TOAST)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(499));
    expect(leaveApp).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(leaveApp).toHaveBeenCalledOnce();
    expect(leaveApp).toHaveBeenCalledWith('/api/login?returnTo=%2Fautomation%3FgroupId%3D7');
  });
});

describe('owner pages for signed-out visitors', () => {
  afterEach(() => vi.mocked(leaveApp).mockReset());

  it.each(['/groups', '/settings/tokens', '/super-admin'])('%s leads to sign-in', async (path) => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp(path);

    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    await vi.waitFor(() => expect(leaveApp).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent(path)}`));
  });

  it('do not redirect a signed-in owner', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/groups');

    expect(await screen.findByRole('heading', { name: 'Connected Groups' })).toBeInTheDocument();
    expect(screen.queryByText(TOAST)).not.toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
