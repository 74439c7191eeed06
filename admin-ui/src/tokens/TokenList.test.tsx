import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import type { ApiToken } from './types';

const SECRET = 'jf_4f9c2a7e1b3d5f6a8c0e2b4d6f8a0c2e';

function tokensApi(initial: ApiToken[]) {
  let tokens = [...initial];
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/tokens': () =>
      jsonResponse(200, tokens, { 'Content-Range': `tokens 0-${Math.max(tokens.length - 1, 0)}/${tokens.length}` }),
    'POST /api/tokens': ({ body }) => {
      const created = {
        id: 11,
        name: (body as { name: string }).name,
        createdAt: '2025-06-01T10:00:00.000Z',
        lastUsedAt: null,
        expiresAt: null,
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

  it('lists tokens with when they were last used', async () => {
    tokensApi([existingToken]);
    renderApp('/settings/tokens');

    const row = (await screen.findByText('Chrome extension')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Never')).toHaveLength(2);
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
    expect(create?.body).toEqual({ name: 'Work laptop' });
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
