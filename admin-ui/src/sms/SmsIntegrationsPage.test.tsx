import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeGroup } from '../test/fixtures';
import { makeSmsIntegration, smsPlatforms } from '../test/integrationFixtures';
import { renderApp } from '../test/renderApp';
import type { SmsIntegration } from './types';

function smsApi(initial: SmsIntegration[] = [], routes: Record<string, (call: ApiCall) => Response> = {}) {
  let integrations = [...initial];
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/groups': () => listResponse('groups', [makeGroup()]),
    'GET /api/catalog/sms': () => jsonResponse(200, { platforms: smsPlatforms }),
    'GET /api/integrations/sms': () => jsonResponse(200, integrations),
    'PATCH /api/integrations/sms/21': ({ body }) => {
      integrations = integrations.map((integration) => (integration.id === 21 ? { ...integration, ...(body as object) } : integration));
      return jsonResponse(200, integrations[0]);
    },
    'DELETE /api/integrations/sms/21': () => {
      integrations = integrations.filter((integration) => integration.id !== 21);
      return new Response(null, { status: 204 });
    },
    'POST /api/integrations/sms': ({ body }) => {
      const created = makeSmsIntegration({ id: 22, ...(body as Partial<SmsIntegration>) });
      integrations = [...integrations, created];
      return jsonResponse(201, created);
    },
    ...routes,
  });
}

describe('SMS integrations page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf%2Btoken';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows the empty state and the catalogue with popular platforms first', async () => {
    smsApi();
    renderApp('/sms-integrations');

    expect(await screen.findByText('No SMS integrations yet')).toBeInTheDocument();
    expect(await screen.findByText('JoinFlow delivers to 9 SMS platforms; 1 more is listed for you to ask for.')).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular SMS Platforms' });
    expect(within(popular).getAllByRole('article')).toHaveLength(4);
    const all = screen.getByRole('region', { name: 'All SMS Platforms' });
    expect(within(all).getAllByRole('article')).toHaveLength(6);
    const twilio = within(popular).getByRole('article', { name: 'Twilio' });
    expect(within(twilio).getByRole('link', { name: 'Twilio docs' })).toHaveAttribute('href', 'https://www.twilio.com/docs/sms');
    expect(within(twilio).getByText('From $0.0079 per message')).toBeInTheDocument();
  });

  it('searches the catalogue across name, description and category', async () => {
    const user = userEvent.setup();
    smsApi();
    renderApp('/sms-integrations');

    const search = await screen.findByRole('textbox', { name: 'Search SMS platforms' });
    await user.type(search, 'mass texting');
    expect(screen.getByRole('article', { name: 'EZ Texting' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Twilio' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'business');
    expect(screen.getByRole('article', { name: 'TextMagic' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'SimpleTexting' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All SMS Platforms' })).not.toBeInTheDocument();
  });

  it('connects a platform from the catalogue: tests the credentials, then saves with the default name', async () => {
    const user = userEvent.setup();
    const calls = smsApi([], {
      'POST /api/integrations/sms/test': () => jsonResponse(200, { ok: true, message: 'API key is valid and connection established.' }),
    });
    renderApp('/sms-integrations');

    await user.click(await screen.findByRole('button', { name: 'Connect Twilio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SMS Integration' });
    await user.type(within(dialog).getByRole('textbox', { name: /Account SID/ }), 'AC123');
    await user.type(within(dialog).getByLabelText(/Auth Token/), 'token-9f3a');
    await user.type(within(dialog).getByRole('textbox', { name: /From number/ }), '+15550001111');
    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Connection Successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add SMS Integration' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/integrations/sms/test')?.body).toEqual({
      platform: 'twilio',
      apiKey: 'token-9f3a',
      credentials: { accountSid: 'AC123', from: '+15550001111' },
    });
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/integrations/sms')?.body).toMatchObject({
      platform: 'twilio',
      name: 'Twilio Integration',
      isActive: true,
      sendWelcomeSms: false,
    });
    expect(await screen.findByRole('article', { name: 'Twilio Integration' })).toBeInTheDocument();
    expect(await screen.findByText('Integration Added', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('connects ClickSend with its contact list ID: the test and the save both carry it', async () => {
    const user = userEvent.setup();
    const calls = smsApi([], {
      'POST /api/integrations/sms/test': () => jsonResponse(200, { ok: true, message: 'API key is valid and connection established.' }),
    });
    renderApp('/sms-integrations');

    await user.click(await screen.findByRole('button', { name: 'Connect ClickSend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SMS Integration' });
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'owner@example.com');
    await user.type(within(dialog).getByLabelText(/API key/), 'CS-KEY-1234');
    await user.type(within(dialog).getByRole('textbox', { name: /Contact list ID/ }), '428');
    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add SMS Integration' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/integrations/sms/test')?.body).toEqual({
      platform: 'clicksend',
      apiKey: 'CS-KEY-1234',
      listId: '428',
      credentials: { username: 'owner@example.com' },
    });
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/integrations/sms')?.body).toMatchObject({
      platform: 'clicksend',
      apiKey: 'CS-KEY-1234',
      listId: '428',
      credentials: { username: 'owner@example.com' },
    });
    expect(await screen.findByRole('article', { name: 'ClickSend Integration' })).toHaveTextContent('List 428');
  });

  it('changes the contact list in the settings, under the platform’s own label', async () => {
    const user = userEvent.setup();
    const calls = smsApi([makeSmsIntegration({ platform: 'clicksend', name: 'ClickSend Integration', listId: '428' })]);
    renderApp('/sms-integrations');

    const row = await screen.findByRole('article', { name: 'ClickSend Integration' });
    await user.click(within(row).getByRole('button', { name: 'Integration settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'ClickSend Integration settings' });
    const list = within(dialog).getByRole('textbox', { name: 'Contact list ID' });
    expect(list).toHaveValue('428');
    await user.clear(list);
    await user.type(list, '512');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('SMS integration settings saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ listId: '512' });
  });

  it('shows the server’s word under the contact list it refused, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    smsApi([makeSmsIntegration({ platform: 'clicksend', name: 'ClickSend Integration', listId: '428' })], {
      'PATCH /api/integrations/sms/21': () =>
        jsonResponse(422, {
          message: 'ClickSend has no such contact list.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'listId', message: 'ClickSend has no contact list 999.', rule: 'platform' }],
        }),
    });
    renderApp('/sms-integrations');

    const row = await screen.findByRole('article', { name: 'ClickSend Integration' });
    await user.click(within(row).getByRole('button', { name: 'Integration settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'ClickSend Integration settings' });
    const list = within(dialog).getByRole('textbox', { name: 'Contact list ID' });
    await user.clear(list);
    await user.type(list, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('ClickSend has no such contact list.')).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveAccessibleDescription('ClickSend has no contact list 999.'));
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'ClickSend Integration settings' })).toBeInTheDocument();
  });

  it('shows the API’s word on the name under the name input when the add is refused, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    smsApi([], {
      'POST /api/integrations/sms/test': () => jsonResponse(200, { ok: true, message: 'API key is valid and connection established.' }),
      'POST /api/integrations/sms': () =>
        jsonResponse(422, {
          message: 'Names are at most 200 characters.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'name', message: 'Names are at most 200 characters.', rule: 'maxLength' }],
        }),
    });
    renderApp('/sms-integrations');

    await user.click(await screen.findByRole('button', { name: 'Connect SimpleTexting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SMS Integration' });
    await user.type(within(dialog).getByLabelText(/API Key/), 'st-key-1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Integration name' }), 'Texts');
    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Connection Successful')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Integration name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Names are at most 200 characters.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add SMS Integration' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Test & Connect' })).toBeEnabled();
  });

  it('shows the spec text when the key test fails without a message', async () => {
    const user = userEvent.setup();
    smsApi([], { 'POST /api/integrations/sms/test': () => new Response('', { status: 502 }) });
    renderApp('/sms-integrations');

    await user.click(await screen.findByRole('button', { name: 'Connect SimpleTexting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add SMS Integration' });
    await user.type(within(dialog).getByLabelText(/API Key/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid API key or connection failed.')).toBeInTheDocument();
  });

  it('searches connected integrations, and saves settings that work', async () => {
    const user = userEvent.setup();
    const calls = smsApi([makeSmsIntegration(), makeSmsIntegration({ id: 23, platform: 'plivo', name: 'Backup texts', isActive: false })]);
    renderApp('/sms-integrations');

    expect(await screen.findByRole('article', { name: 'Backup texts' })).toHaveTextContent('Inactive');
    await user.type(screen.getByRole('textbox', { name: 'Search integrations' }), 'twilio');
    expect(screen.queryByRole('article', { name: 'Backup texts' })).not.toBeInTheDocument();
    const row = screen.getByRole('article', { name: 'Twilio Integration' });
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Key ••••9f3a');

    await user.click(within(row).getByRole('button', { name: 'Integration settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Twilio Integration settings' });
    const name = within(dialog).getByRole('textbox', { name: 'Integration name' });
    await user.clear(name);
    await user.type(name, 'Welcome texts');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('switch', { name: /welcome SMS/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('SMS integration settings saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Welcome texts',
      isActive: false,
      sendWelcomeSms: true,
      groupIds: null,
    });
  });

  it('removes an integration after confirmation', async () => {
    const user = userEvent.setup();
    const calls = smsApi([makeSmsIntegration()]);
    renderApp('/sms-integrations');

    const row = await screen.findByRole('article', { name: 'Twilio Integration' });
    await user.click(within(row).getByRole('button', { name: 'Remove integration' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Twilio Integration?' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('No SMS integrations yet')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/integrations/sms/21');
  });
});
