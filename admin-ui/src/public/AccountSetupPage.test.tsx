import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as navigation from '../navigation';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { withinField } from '../test/fields';
import { renderApp } from '../test/renderApp';

const TOKEN = 'a'.repeat(43);

function link(overrides: Record<string, unknown> = {}) {
  return {
    email: 'amina@example.com',
    accountExists: true,
    claimed: false,
    expiresAt: '2026-12-01T10:00:00.000Z',
    purchase: {
      orderId: 'JF-ABCDEFGHJKLMNPQR',
      planType: 'silver',
      planTitle: 'Silver',
      billing: 'monthly',
      status: 'trial',
      trialEndsAt: '2026-11-29T10:00:00.000Z',
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    ...overrides,
  };
}

describe('the purchase link page', () => {
  it('asks a signed-out visitor to sign in as the purchase’s address, coming back here', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/purchase-link': () => jsonResponse(200, link()),
    });
    renderApp(`/account-setup?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your Silver purchase' })).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in as amina@example.com' });
    expect(signIn).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent(`/account-setup?token=${TOKEN}`)}`);
  });

  it('lets the signed-in holder of the address add it, with the token from the link', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser({ email: 'amina@example.com' })),
      'POST /api/purchase-link': () => jsonResponse(200, link()),
      'POST /api/billing/claim': () => jsonResponse(200, { purchase: link().purchase, subscription: {} }),
    });
    renderApp(`/account-setup?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my account' }));
    expect(await screen.findByText('Your account is on the Silver plan now.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/billing/claim')?.body).toEqual({ token: TOKEN });
  });

  it('tells someone signed in with another address whose purchase it is', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(makeUser({ email: 'someone@example.com' })),
      'POST /api/purchase-link': () => jsonResponse(200, link()),
    });
    renderApp(`/account-setup?token=${TOKEN}`);
    expect(await screen.findByText('This purchase is for another address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to my account' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason for a dead link', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/purchase-link': () =>
        jsonResponse(400, { message: 'This link is invalid, already used or expired.', code: 'E_INVALID_PURCHASE_LINK' }),
    });
    renderApp(`/account-setup?token=${TOKEN}`);
    expect(await screen.findByText('This link is invalid, already used or expired.')).toBeInTheDocument();
  });

  it('sets up the account of an address nobody has, with a password, then opens Billing', async () => {
    const leave = vi.spyOn(navigation, 'leaveApp').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/purchase-link': () => jsonResponse(200, link({ accountExists: false })),
      'POST /api/purchase-link/account': (call) =>
        (call.body as { password: string }).password.length < 8
          ? jsonResponse(422, {
              message: 'Password must be at least 8 characters.',
              code: 'E_VALIDATION_ERROR',
              errors: [{ field: 'password', message: 'Password must be at least 8 characters.', rule: 'minLength' }],
            })
          : jsonResponse(201, makeUser({ email: 'amina@example.com' })),
    });
    renderApp(`/account-setup?token=${TOKEN}`);
    expect(await screen.findByText('Set up your JoinFlow account with amina@example.com. It starts on the Silver plan you bought.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Amina');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Njeri');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const password = screen.getByLabelText(/^Password/);
    expect(await withinField(password).findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amina@example.com');
    expect(screen.queryByText('The form is not valid. Please check for errors')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Password/), '-and-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/billing'));
    expect(calls.filter((call) => call.path === '/api/purchase-link/account').at(-1)?.body).toEqual({
      token: TOKEN,
      password: 'short-and-longer',
      firstName: 'Amina',
      lastName: 'Njeri',
    });
    leave.mockRestore();
  });
});
