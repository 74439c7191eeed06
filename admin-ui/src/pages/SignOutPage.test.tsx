import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

describe('SignOutPage', () => {
  it('signs out only when the button is pressed, never on opening the page', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    renderApp('/logout');

    const button = await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.getByRole('heading', { name: 'Sign out of JoinFlow?' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/auth/logout']));
  });

  it('tells a visitor who is not signed in so, with a way to sign in', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/logout');

    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
