import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const items = [
  {
    id: 3,
    kind: 'integration_needs_attention',
    title: 'Mailchimp needs attention',
    body: 'API Key Invalid',
    link: '/integrations',
    readAt: null,
    createdAt: '2025-06-10T11:00:00.000Z',
  },
  {
    id: 2,
    kind: 'integration_needs_attention',
    title: 'Old problem',
    body: 'Fixed since',
    link: null,
    readAt: '2025-06-09T11:00:00.000Z',
    createdAt: '2025-06-09T10:00:00.000Z',
  },
];

function notificationsApi() {
  const state = { unread: 1 };
  const calls = mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/notifications': () =>
      jsonResponse(200, { unread: state.unread, items: items.map((item) => (state.unread ? item : { ...item, readAt: item.readAt ?? 'now' })) }),
    'POST /api/notifications/read-all': () => {
      state.unread = 0;
      return jsonResponse(200, { ok: true });
    },
    'POST /api/notifications/3/read': () => {
      state.unread = 0;
      return jsonResponse(200, { ok: true });
    },
  });
  return calls;
}

describe('notification bell', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf%2Btoken';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows the real unread count and the latest notifications, and marks them read', async () => {
    const user = userEvent.setup();
    const calls = notificationsApi();
    renderApp('/');

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const menu = await screen.findByLabelText('Notifications', { selector: '.MuiPaper-root' });
    expect(within(menu).getByText('Mailchimp needs attention')).toBeInTheDocument();
    expect(within(menu).getByText(/API Key Invalid/)).toBeInTheDocument();
    expect(within(menu).getByText('Old problem')).toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/notifications/read-all')).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument());
    expect(within(menu).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('opens the page a notification links to and marks it read', async () => {
    const user = userEvent.setup();
    const calls = notificationsApi();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /Mailchimp needs attention/ }));

    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/notifications/3/read')).toBe(true);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('heading', { name: 'Email Integrations' })).toBeInTheDocument();
  });
});
