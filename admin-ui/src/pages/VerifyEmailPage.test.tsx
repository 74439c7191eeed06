import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

describe('VerifyEmailPage', () => {
  it('confirms the address with the token from the link, once', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/auth/verify-email': () => jsonResponse(200, { message: 'Your email address is confirmed.', email: 'owner@example.com' }),
    });
    renderApp('/verify-email?token=abc123');

    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([['/api/auth/verify-email', { token: 'abc123' }]]);
  });

  it('explains a used or expired link', async () => {
    const message = 'This verification link is invalid or has expired. Sign in and send yourself a new one.';
    mockApi({
      'GET /api/auth/user': currentUser(makeUser({ isEmailVerified: false, emailVerifiedAt: null })),
      'POST /api/auth/verify-email': () => jsonResponse(400, { message, code: 'E_INVALID_VERIFICATION_LINK' }),
    });
    renderApp('/verify-email?token=old');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
  });

  it('sends nothing when the link has no token', async () => {
    const calls = mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/verify-email');

    expect(await screen.findByText(/This verification link is invalid or has expired/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
