import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockApi } from '../test/fakeApi';
import { fieldRefusal, withinField } from '../test/fields';
import { renderApp } from '../test/renderApp';

describe('ForgotPasswordPage', () => {
  it('shows the server’s answer once the link is requested', async () => {
    const user = userEvent.setup();
    const message = 'If an account exists for this email, a reset link is on its way.';
    const calls = mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/auth/forgot-password': () => jsonResponse(200, { message }),
    });
    renderApp('/forgot-password');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'owner@example.com' });
  });

  it('shows the server’s field error under the email', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/auth/forgot-password': () => jsonResponse(422, fieldRefusal('email', 'Please enter a valid email address.')),
    });
    renderApp('/forgot-password');

    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await withinField(email).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ResetPasswordPage', () => {
  async function choosePassword(password: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), password);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password with the token from the link', async () => {
    const message = 'Your password has been reset. You can sign in now.';
    const calls = mockApi({ 'POST /api/auth/reset-password': () => jsonResponse(200, { message }) });
    renderApp('/reset-password?token=abc123');

    await choosePassword('a new password');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'abc123', password: 'a new password' });
  });

  it('shows the server’s field error under the new password', async () => {
    mockApi({
      'POST /api/auth/reset-password': () => jsonResponse(422, fieldRefusal('password', 'Password must be at most 128 characters.')),
    });
    renderApp('/reset-password?token=abc123');

    await choosePassword('a new password');

    const password = screen.getByLabelText(/^New password/);
    expect(await withinField(password).findByText('Password must be at most 128 characters.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).not.toBeInTheDocument();
  });

  it('explains an expired link and offers a new one', async () => {
    const message = 'This reset link is invalid or has expired.';
    mockApi({ 'POST /api/auth/reset-password': () => jsonResponse(400, { message }) });
    renderApp('/reset-password?token=old');

    await choosePassword('a new password');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('does not ask for a password when the link has no token', async () => {
    mockApi({});
    renderApp('/reset-password');

    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
