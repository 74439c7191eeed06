import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import type { ApiToken } from './types';

const SECRET = 'jf_4f9c2a7e1b3d5f6a8c0e2b4d6f8a0c2e';

function tokensApi(initial: ApiToken[], user = makeUser()) {
  let tokens = [...initial];
  return mockApi({
    'GET /api/auth/user': currentUser(user),
    'GET /api/tokens': () =>
      jsonResponse(200, tokens, { 'Content-Range': `tokens 0-${Math.max(tokens.length - 1, 0)}/${tokens.length}` }),
    'POST /api/tokens': ({ body }) => {
      const request = body as { name: string; access: 'full' | 'read_only'; expiresInDays?: number; admin?: boolean };
      const created: ApiToken = {
        id: 11,
        name: request.name,
        access: request.access,
        abilities: request.access === 'read_only' ? ['read'] : ['read', 'write', 'extension'],
        createdAt: '2025-06-01T10:00:00.000Z',
        lastUsedAt: null,
        expiresAt: request.expiresInDays ? '2025-08-30T10:00:00.000Z' : null,
      };
      tokens = [created, ...tokens];
      return jsonResponse(201, { ...created, token: SECRET });
    },
    'DELETE /api/tokens/7': () => {
      tokens = tokens.filter((token) => token.id !== 7);
      return jsonResponse(200, { id: 7 });
    },
  });
}

const existingToken: ApiToken = {
  id: 7,
  name: 'Chrome extension',
  access: 'extension',
  abilities: ['extension'],
  createdAt: '2025-05-01T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};

describe('API tokens page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf%2Btoken';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('says so when there are no tokens yet', async () => {
    tokensApi([]);
    renderApp('/settings/tokens');

    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
  });

  it('lists tokens with their access and when they were last used', async () => {
    const reports: ApiToken = {
      id: 8,
      name: 'Weekly report',
      access: 'read_only',
      abilities: ['read'],
      createdAt: '2025-05-02T09:00:00.000Z',
      lastUsedAt: '2025-05-03T07:30:00.000Z',
      expiresAt: '2025-07-31T09:00:00.000Z',
    };
    tokensApi([existingToken, reports]);
    renderApp('/settings/tokens');

    const [name] = await screen.findAllByText('Chrome extension');
    const row = name.closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Chrome extension')).toHaveLength(2);
    expect(within(row).getAllByText('Never')).toHaveLength(2);
    const reportRow = screen.getByText('Weekly report').closest('tr') as HTMLElement;
    expect(within(reportRow).getByText('Read-only')).toBeInTheDocument();
    expect(within(reportRow).queryByText('Never')).not.toBeInTheDocument();
  });

  it('creates a read-only token that expires, and offers admin access only to admins', async () => {
    const user = userEvent.setup();
    const calls = tokensApi([]);
    renderApp('/settings/tokens');

    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    expect(within(dialog).queryByLabelText(/Admin access/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weekly report');
    await user.click(within(dialog).getByRole('radio', { name: /Read-only/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires after' }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    await screen.findByRole('dialog', { name: 'Copy your new token' });
    const create = calls.find((call) => call.method === 'POST' && call.path === '/api/tokens');
    expect(create?.body).toEqual({ name: 'Weekly report', access: 'read_only', expiresInDays: 30 });
  });

  it('lets a super admin add admin access', async () => {
    const user = userEvent.setup();
    const calls = tokensApi([], makeUser({ role: 'super_admin', isSuperAdmin: true }));
    renderApp('/settings/tokens');

    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ops');
    await user.click(within(dialog).getByLabelText(/Admin access/));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    await screen.findByRole('dialog', { name: 'Copy your new token' });
    const create = calls.find((call) => call.method === 'POST' && call.path === '/api/tokens');
    expect(create?.body).toEqual({ name: 'Ops', access: 'full', expiresInDays: 90, admin: true });
  });

  it('shows a new token once, then only its name', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = tokensApi([]);
    renderApp('/settings/tokens');

    await screen.findByText('No API tokens yet');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const createDialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(createDialog).getByRole('textbox', { name: 'Name' }), 'Work laptop');
    await user.click(within(createDialog).getByRole('button', { name: 'Create token' }));

    const revealDialog = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(revealDialog).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(revealDialog).toHaveTextContent('This token will not be shown again.');

    const create = calls.find((call) => call.method === 'POST' && call.path === '/api/tokens');
    // Full access for 90 days unless chosen otherwise.
    expect(create?.body).toEqual({ name: 'Work laptop', access: 'full', expiresInDays: 90 });
    expect(create?.headers.get('X-XSRF-TOKEN')).toBe('csrf+token');

    await user.click(within(revealDialog).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Copied to Clipboard')).toBeInTheDocument();

    await user.click(within(revealDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy your new token' })).not.toBeInTheDocument());
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('revokes a token after confirmation', async () => {
    const user = userEvent.setup();
    const calls = tokensApi([existingToken]);
    renderApp('/settings/tokens');

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke “Chrome extension”?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    const revoke = calls.find((call) => call.method === 'DELETE');
    expect(revoke?.path).toBe('/api/tokens/7');
    expect(revoke?.headers.get('X-XSRF-TOKEN')).toBe('csrf+token');
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
  });
});
