import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../test/fakeApi';
import type { ExtensionStatus } from '../extension';
import { ExtensionCard } from './ExtensionCard';

const NOT_INSTALLED: ExtensionStatus = {
  installed: false,
  connected: false,
  lastSeenAt: null,
  version: null,
  health: null,
  healthDetail: null,
  pageUrl: null,
  install: { chromeWebStoreUrl: null, downloadUrl: '/downloads/joinflow-extension.zip' },
};

/**
 * Plays the extension's content script on this page: it answers pings and takes a token the
 * way extension/src/content/app-bridge.ts does.
 */
function installExtension(answer: (token: string) => Record<string, unknown>) {
  const received: string[] = [];
  // jsdom's postMessage leaves out the source and origin a browser gives; the page checks both.
  const reply = (data: Record<string, unknown>) =>
    window.dispatchEvent(new MessageEvent('message', { data, source: window, origin: window.location.origin }));
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: string; token?: string };
    if (data?.type === 'joinflow:extension-ping') {
      reply({ type: 'joinflow:extension-present', version: '0.1.0' });
    }
    if (data?.type === 'joinflow:connect-extension' && data.token) {
      received.push(data.token);
      reply({ type: 'joinflow:extension-connected', ...answer(data.token) });
    }
  };
  window.addEventListener('message', listener);
  return { received, remove: () => window.removeEventListener('message', listener) };
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ExtensionCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Chrome Extension' });
}

describe('ExtensionCard', () => {
  let extension: ReturnType<typeof installExtension> | undefined;

  afterEach(() => {
    extension?.remove();
    extension = undefined;
  });

  it('walks an owner through installing the packaged extension, with no developer commands', async () => {
    mockApi({ 'GET /api/extension/status': () => jsonResponse(200, NOT_INSTALLED) });
    const card = await renderCard();

    expect(await within(card).findByText('Not installed')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download the extension' })).toHaveAttribute('href', '/downloads/joinflow-extension.zip');
    const steps = within(card).getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toHaveLength(6);
    expect(steps[1]).toMatch(/^Unzip it/);
    expect(steps[2]).toContain('chrome://extensions');
    expect(steps[2]).toContain('Developer mode');
    expect(steps[3]).toBe('Choose Load unpacked and pick the unzipped folder.');
    expect(steps[4]).toMatch(/^Pin it/);
    expect(steps[5]).toContain('Connect extension');
    expect(card).not.toHaveTextContent('npm');
    expect(card).not.toHaveTextContent('extension/dist');
    expect(within(card).getByRole('button', { name: 'Connect extension' })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Create an API token' })).toHaveAttribute('href', '/settings/tokens');
  });

  it('links to the Chrome Web Store instead when the server names the listing', async () => {
    const listing = 'https://chromewebstore.google.com/detail/joinflow/abcdefghijklmnop';
    mockApi({
      'GET /api/extension/status': () =>
        jsonResponse(200, { ...NOT_INSTALLED, install: { chromeWebStoreUrl: listing, downloadUrl: '/downloads/joinflow-extension.zip' } }),
    });
    const card = await renderCard();

    expect(await within(card).findByRole('link', { name: 'Chrome Web Store' })).toHaveAttribute('href', listing);
    expect(within(card).queryByRole('link', { name: 'Download the extension' })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Load unpacked');
  });

  it('says whom to ask when this server has no packaged extension and no store listing', async () => {
    mockApi({ 'GET /api/extension/status': () => jsonResponse(200, { ...NOT_INSTALLED, install: { chromeWebStoreUrl: null, downloadUrl: null } }) });
    const card = await renderCard();

    expect(await within(card).findByText(/Ask whoever runs your JoinFlow server to package it/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Download the extension' })).not.toBeInTheDocument();
  });

  it('shows a connected extension with when it was last seen and its version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-10T12:00:00.000Z'));
    mockApi({
      'GET /api/extension/status': () =>
        jsonResponse(200, { ...NOT_INSTALLED, installed: true, connected: true, health: 'ok', version: '0.1.0', lastSeenAt: '2025-06-10T11:55:00.000Z' }),
    });
    const card = await renderCard();

    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(card).toHaveTextContent('Last seen 5 minutes ago · version 0.1.0');
    expect(card).not.toHaveTextContent('Load unpacked');
    vi.useRealTimers();
  });

  it("warns when the extension could not read Facebook's page", async () => {
    const healthDetail = "Facebook's page shows request cards the extension cannot read (missing: profile link, name).";
    mockApi({
      'GET /api/extension/status': () =>
        jsonResponse(200, { ...NOT_INSTALLED, installed: true, connected: true, health: 'markup_changed', healthDetail, lastSeenAt: new Date().toISOString() }),
    });
    const card = await renderCard();

    expect(await within(card).findByText('Facebook changed')).toBeInTheDocument();
    expect(card).toHaveTextContent(healthDetail);
    expect(card).toHaveTextContent('Requests it captured are kept.');
  });

  it('says when Facebook is in a language the extension does not read yet, and what to do', async () => {
    const healthDetail = 'Facebook is shown in a language the extension does not read yet (the page\'s language is "nl").';
    mockApi({
      'GET /api/extension/status': () =>
        jsonResponse(200, { ...NOT_INSTALLED, installed: true, connected: true, health: 'language_unsupported', healthDetail, lastSeenAt: new Date().toISOString() }),
    });
    const card = await renderCard();

    expect(await within(card).findByText('Language not supported yet')).toBeInTheDocument();
    expect(card).toHaveTextContent(healthDetail);
    expect(card).toHaveTextContent('Switch Facebook to English, Spanish, Portuguese, French, German, Italian or Indonesian to go on.');
  });

  it('does not say a connected extension works before it has read a page', async () => {
    mockApi({
      'GET /api/extension/status': () =>
        jsonResponse(200, { ...NOT_INSTALLED, installed: true, connected: true, health: 'unknown', lastSeenAt: new Date().toISOString() }),
    });
    const card = await renderCard();

    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(card).toHaveTextContent('The extension has not read a member-requests page yet.');
  });

  it('mints a token and hands it to the extension in this browser with one click', async () => {
    let connected = false;
    const calls = mockApi({
      'GET /api/extension/status': () =>
        jsonResponse(200, connected ? { ...NOT_INSTALLED, installed: true, connected: true, health: 'ok', lastSeenAt: new Date().toISOString() } : NOT_INSTALLED),
      'POST /api/extension/connect': () => jsonResponse(201, { id: 7, name: 'Chrome extension', token: 'jf_fresh' }),
    });
    extension = installExtension(() => {
      connected = true;
      return { ok: true, email: 'owner@example.com' };
    });
    const card = await renderCard();
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Connect extension' }));

    expect(await within(card).findByText('The extension is connected as owner@example.com.')).toBeInTheDocument();
    expect(extension.received).toEqual(['jf_fresh']);
    expect(calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual(['/api/extension/connect']);
    expect(await within(card).findByText('Connected')).toBeInTheDocument();
  });

  it('mints no token when no extension answers in this browser', async () => {
    const calls = mockApi({ 'GET /api/extension/status': () => jsonResponse(200, NOT_INSTALLED) });
    const card = await renderCard();
    await within(card).findByText('Not installed');

    await userEvent.click(within(card).getByRole('button', { name: 'Connect extension' }));

    expect(
      await within(card).findByText('The extension did not answer. Install it in this browser, reload this page and try again.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
  });

  it("passes on the extension's explanation when the token does not work", async () => {
    mockApi({
      'GET /api/extension/status': () => jsonResponse(200, NOT_INSTALLED),
      'POST /api/extension/connect': () => jsonResponse(201, { id: 8, name: 'Chrome extension', token: 'jf_x' }),
    });
    extension = installExtension(() => ({ ok: false, error: 'Could not reach the JoinFlow API at http://localhost:3333.' }));
    const card = await renderCard();

    await userEvent.click(await within(card).findByRole('button', { name: 'Connect extension' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Could not reach the JoinFlow API at http://localhost:3333.');
  });
});
