import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const CHANGED =
  'Your password has been changed. 1 other session was signed out. All 2 of your API tokens were revoked: create new ones for the CLI and scripts, and connect the Chrome extension again.';

async function fill(current: string, next: string, again = next) {
  const user = userEvent.setup();
  if (current) await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(await screen.findByLabelText(/^New password \*?$/), next);
  await user.type(screen.getByLabelText(/^New password again/), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Password settings page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf-value';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('changes the password and says what was signed out', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'PUT /api/auth/password': () => jsonResponse(200, { message: CHANGED, signedOutSessions: 1, revokedTokens: 2 }),
    });
    renderApp('/settings/password');

    expect(await screen.findByText(/every API token is revoked/)).toBeInTheDocument();
    await fill('old-password-1', 'new-password-2');

    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    const change = calls.find((call) => call.method === 'PUT');
    expect(change?.body).toEqual({ currentPassword: 'old-password-1', password: 'new-password-2' });
    expect(change?.headers.get('X-XSRF-TOKEN')).toBe('csrf-value');
  });

  it('shows the server’s word beside the current password when it is wrong', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'PUT /api/auth/password': () =>
        jsonResponse(422, {
          message: 'Your current password is not right.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'currentPassword', message: 'Your current password is not right.', rule: 'currentPassword' }],
        }),
    });
    renderApp('/settings/password');

    await fill('guess-1234', 'new-password-2');

    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
  });

  it('checks the new password twice before sending anything', async () => {
    const calls = mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/settings/password');

    await fill('old-password-1', 'new-password-2', 'new-password-3');

    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(false));
  });
});
