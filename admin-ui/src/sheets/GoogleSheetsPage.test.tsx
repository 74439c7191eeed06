import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeGroup } from '../test/fixtures';
import { makeSheet } from '../test/integrationFixtures';
import { renderApp } from '../test/renderApp';
import { NEW_GOOGLE_SHEET_URL, sheetTemplateLinks } from './template';
import type { GoogleStatus, SheetsIntegration } from './types';

function sheetsApi({
  sheets = [] as SheetsIntegration[],
  status = { isConnected: false, email: null, needsReconnect: false } as GoogleStatus,
  routes = {} as Record<string, (call: ApiCall) => Response>,
} = {}) {
  let rows = [...sheets];
  const state = { status };
  const calls = mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/groups': () => listResponse('groups', [makeGroup()]),
    'GET /api/auth/google/status': () => jsonResponse(200, state.status),
    'GET /api/integrations/sheets': () => jsonResponse(200, rows),
    'POST /api/integrations/sheets': ({ body }) => {
      const created = makeSheet({ id: 32, ...(body as Partial<SheetsIntegration>) });
      rows = [...rows, created];
      return jsonResponse(201, created);
    },
    'DELETE /api/integrations/sheets/31': () => {
      rows = [];
      return new Response(null, { status: 204 });
    },
    ...routes,
  });
  return { calls, state };
}

const postFromPopup = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
  });

describe('Google Sheets page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf%2Btoken';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    vi.restoreAllMocks();
  });

  it('links to the template, explains how it works and lists sheets with the id cut to 20 characters', async () => {
    sheetsApi({ sheets: [makeSheet()] });
    renderApp('/google-sheets');

    const row = await screen.findByRole('article', { name: 'New members' });
    expect(row).toHaveTextContent('1BxiMVs0XRA5nFMdKvBd… · Sheet1');
    expect(screen.getByRole('link', { name: 'Make a Copy' })).toHaveAttribute('href', NEW_GOOGLE_SHEET_URL);
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(await screen.findByText('Not Connected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Template' }));
    const columns = await screen.findByRole('list', { name: 'Sheet columns' });
    expect(columns).toHaveTextContent('Email');
    expect(columns).toHaveTextContent('Profile URL');
  });

  it('links to a template spreadsheet when the install publishes one', () => {
    expect(sheetTemplateLinks('https://docs.google.com/spreadsheets/d/abc/')).toEqual({
      view: 'https://docs.google.com/spreadsheets/d/abc',
      copy: 'https://docs.google.com/spreadsheets/d/abc/copy',
    });
    expect(sheetTemplateLinks('')).toEqual({ view: null, copy: NEW_GOOGLE_SHEET_URL });
  });

  it('connects the Google account in a 500x600 popup and refreshes the status on success', async () => {
    const user = userEvent.setup();
    const { calls, state } = sheetsApi();
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    renderApp('/google-sheets');

    await user.click(await screen.findByRole('button', { name: 'Connect Google Account' }));
    expect(open).toHaveBeenCalledWith('/api/auth/google', 'joinflow-google', 'width=500,height=600');

    state.status = { isConnected: true, email: 'olivia@gmail.com', needsReconnect: false };
    await postFromPopup({ type: 'GOOGLE_AUTH_SUCCESS' });
    expect(await screen.findByText(/Connected as olivia@gmail.com/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/google/status')).toHaveLength(2);
  });

  it('shows the popup error, and stops listening once the popup is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    sheetsApi();
    const popup = { closed: false } as { closed: boolean };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const removeListener = vi.spyOn(window, 'removeEventListener');
    renderApp('/google-sheets');

    await user.click(await screen.findByRole('button', { name: 'Connect Google Account' }));
    await postFromPopup({ type: 'GOOGLE_AUTH_ERROR', error: 'Google sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.' });
    expect(await screen.findByText('Authorization Failed')).toBeInTheDocument();
    expect(screen.getByText('Google sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.')).toBeInTheDocument();

    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(removeListener).toHaveBeenCalledWith('message', expect.any(Function));
    vi.useRealTimers();
  });

  it('asks for a name and spreadsheet, then connects the sheet with Sheet1 by default', async () => {
    const user = userEvent.setup();
    const { calls } = sheetsApi();
    renderApp('/google-sheets');

    await user.click(await screen.findByRole('button', { name: 'Connect Sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Google Sheet' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect Sheet' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Leads');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Spreadsheet ID or URL/ }),
      'https://docs.google.com/spreadsheets/d/1AbC/edit',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Connect Sheet' }));

    expect(await screen.findByRole('article', { name: 'Leads' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Leads',
      spreadsheetId: 'https://docs.google.com/spreadsheets/d/1AbC/edit',
      sheetName: 'Sheet1',
      isActive: true,
      groupIds: null,
    });
  });

  it('shows a refused sheet’s reason beside the spreadsheet field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const reason = 'Google sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.';
    sheetsApi({
      routes: {
        'POST /api/integrations/sheets': () =>
          jsonResponse(422, { message: reason, code: 'E_VALIDATION_ERROR', errors: [{ field: 'spreadsheetId', message: reason, rule: 'googleSignIn' }] }),
      },
    });
    renderApp('/google-sheets');

    await user.click(await screen.findByRole('button', { name: 'Connect Sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Google Sheet' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Leads');
    const spreadsheet = within(dialog).getByRole('textbox', { name: /Spreadsheet ID or URL/ });
    await user.type(spreadsheet, 'abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Sheet' }));

    await waitFor(() => expect(spreadsheet).toHaveAccessibleDescription(reason));
    expect(spreadsheet).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Connect a Google Sheet' })).toBeInTheDocument();
  });

  it('says so when a sheet cannot be removed', async () => {
    const user = userEvent.setup();
    sheetsApi({
      sheets: [makeSheet()],
      routes: { 'DELETE /api/integrations/sheets/31': () => jsonResponse(500, { message: 'boom' }) },
    });
    renderApp('/google-sheets');

    const row = await screen.findByRole('article', { name: 'New members' });
    await user.click(within(row).getByRole('button', { name: 'Delete sheet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete New members?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to remove Google Sheets integration.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'New members' })).toBeInTheDocument());
  });
});
