import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

describe('VerifyEmailBanner', () => {
  it('asks an unverified owner to confirm, and sends a new link on request', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser({ email: 'new@example.com', isEmailVerified: false, emailVerifiedAt: null })),
      'POST /api/auth/verify-email/resend': () =>
        jsonResponse(200, { message: 'A new confirmation link is on its way to new@example.com.', sent: true }),
    });
    renderApp('/');

    expect(await screen.findByText('Confirm your email address')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to new@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('A new confirmation link is on its way to new@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/verify-email/resend')).toBe(true));
  });

  it('says so when no new link could be sent', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(makeUser({ isEmailVerified: false, emailVerifiedAt: null })),
      'POST /api/auth/verify-email/resend': () =>
        jsonResponse(429, { message: 'Too many confirmation emails. Please try again in 42 minutes.', code: 'E_TOO_MANY_REQUESTS' }),
    });
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Too many confirmation emails. Please try again in 42 minutes.')).toBeInTheDocument();
  });

  it('is not shown to a verified owner', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/');

    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email address')).not.toBeInTheDocument();
  });
});
