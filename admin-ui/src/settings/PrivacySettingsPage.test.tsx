import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import { parseRetentionDays } from './PrivacySettingsPage';

function privacyApi() {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/settings/privacy': () => jsonResponse(200, { eraseAfterDelivery: false, retentionDays: null }),
    'PATCH /api/settings/privacy': ({ body }) => jsonResponse(200, body),
    'POST /api/privacy/erase': () => jsonResponse(200, { erased: 2 }),
  });
}

describe('Privacy settings page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf%2Btoken';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('reads retention days as empty, or whole days from 1 to 3650', () => {
    expect(parseRetentionDays('')).toBeNull();
    expect(parseRetentionDays(' 30 ')).toBe(30);
    expect(parseRetentionDays('0')).toBe('invalid');
    expect(parseRetentionDays('3651')).toBe('invalid');
    expect(parseRetentionDays('1.5')).toBe('invalid');
  });

  it('saves erase-after-delivery and a retention period', async () => {
    const user = userEvent.setup();
    const calls = privacyApi();
    renderApp('/settings/privacy');

    await user.click(await screen.findByRole('switch', { name: /once every integration has received them/ }));
    const days = screen.getByRole('spinbutton', { name: 'Erase contact data after (days)' });
    await user.type(days, '0');
    expect(screen.getByText('Enter a whole number of days from 1 to 3650, or leave it empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Privacy settings saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ eraseAfterDelivery: true, retentionDays: 90 });
  });

  it('shows the API’s field message under the retention field', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/settings/privacy': () => jsonResponse(200, { eraseAfterDelivery: false, retentionDays: null }),
      'PATCH /api/settings/privacy': () =>
        jsonResponse(422, {
          message: 'The settings could not be saved.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'retentionDays', message: 'Retention must be at most 3650 days.', rule: 'max' }],
        }),
    });
    renderApp('/settings/privacy');

    const days = await screen.findByRole('spinbutton', { name: 'Erase contact data after (days)' });
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Retention must be at most 3650 days.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveAccessibleDescription('Retention must be at most 3650 days.');
  });

  it("erases a person's data by email", async () => {
    const user = userEvent.setup();
    const calls = privacyApi();
    renderApp('/settings/privacy');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'amara@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase data' }));
    const confirm = await screen.findByRole('dialog', { name: 'Erase the data of amara@example.com?' });
    expect(calls.some((call) => call.path === '/api/privacy/erase')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Erase' }));

    expect(await screen.findByText('Erased the data of 2 requests for amara@example.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/privacy/erase')?.body).toEqual({ email: 'amara@example.com' });
  });
});
