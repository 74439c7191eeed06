import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeGroup } from '../test/fixtures';
import {
  emailPlatforms,
  makeEmailIntegration,
  makeWebhook,
  supportedPlatforms,
} from '../test/integrationFixtures';
import { renderApp } from '../test/renderApp';
import type { EmailIntegration, Webhook } from './types';

type Route = (call: ApiCall) => Response;

function integrationsApi({
  integrations = [] as EmailIntegration[],
  webhooks = [] as Webhook[],
  routes = {} as Record<string, Route>,
  oauthConfigured = {} as Record<string, boolean>,
} = {}) {
  let connected = [...integrations];
  const platforms = emailPlatforms.map((platform) => ({ ...platform, oauthConfigured: oauthConfigured[platform.id] ?? platform.oauthConfigured }));
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/groups': () => listResponse('groups', [makeGroup()]),
    'GET /api/catalog/email': () => jsonResponse(200, { platforms, supported: supportedPlatforms }),
    'GET /api/integrations/email': () => jsonResponse(200, connected),
    'GET /api/integrations/webhooks': () => jsonResponse(200, webhooks),
    'DELETE /api/integrations/email/5': () => {
      connected = connected.filter((integration) => integration.id !== 5);
      return new Response(null, { status: 204 });
    },
    'POST /api/integrations/email': ({ body }) => {
      const created = makeEmailIntegration({ id: 6, ...(body as Partial<EmailIntegration>), credentialHint: '••••3456' });
      connected = [...connected, created];
      return jsonResponse(201, created);
    },
    ...routes,
  });
}

/** Four platforms instead of fifty keep role queries quick in tests that are not about the catalogue. */
const smallCatalogue = {
  'GET /api/catalog/email': () => jsonResponse(200, { platforms: emailPlatforms, supported: supportedPlatforms.slice(0, 4) }),
};

async function openAddDialog() {
  const user = userEvent.setup();
  renderApp('/integrations');
  await user.click(await screen.findByRole('button', { name: 'Add Integration' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Email Integration' });
  return { user, dialog };
}

async function choosePlatform(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Platform' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

describe('Email integrations page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=csrf%2Btoken';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('lists connected platforms with the masked key, state and group scope', async () => {
    integrationsApi({ integrations: [makeEmailIntegration()] });
    renderApp('/integrations');

    const row = await screen.findByRole('article', { name: 'Newsletter list' });
    expect(within(row).getByText(/Mailchimp · List a1b2c3 · Key ••••us21/)).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/All groups/)).toBeInTheDocument();
    expect(within(row).getByText(/12 delivered · 0 failed · 1 waiting/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Marketing Integrations' })).toBeInTheDocument();
  });

  it('shows the platform error of an integration that needs attention and retries its failed deliveries', async () => {
    const user = userEvent.setup();
    const calls = integrationsApi({
      integrations: [makeEmailIntegration({ status: 'needs_attention', lastError: 'API Key Invalid', isActive: false })],
      routes: { 'POST /api/integrations/5/retry-failed': () => jsonResponse(200, { queued: 3 }) },
    });
    renderApp('/integrations');

    const row = await screen.findByRole('article', { name: 'Newsletter list' });
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('Needs attention')).toBeInTheDocument();
    expect(within(row).getByText('Mailchimp refused the last delivery: API Key Invalid')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Retry failed' }));
    expect(await screen.findByText('3 failed deliveries are being sent again.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/integrations/5/retry-failed')).toBe(true);
  });

  it('tests the key, then saves the integration with the spec defaults', async () => {
    const calls = integrationsApi({
      routes: {
        'POST /api/integrations/email/test': () =>
          jsonResponse(200, { ok: true, message: 'API key is valid and connection established.' }),
      },
    });
    const { user, dialog } = await openAddDialog();

    await choosePlatform(user, dialog, 'ActiveCampaign');
    await user.type(within(dialog).getByLabelText(/API URL/), 'https://acme.api-us1.com');
    await user.type(within(dialog).getByLabelText(/^API Key/, { selector: 'input[type="password"]' }), 'key-123456');
    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Connection Successful')).toBeInTheDocument();
    expect(screen.getByText('API key is valid and connection established.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Email Integration' })).not.toBeInTheDocument());

    const test = calls.find((call) => call.path === '/api/integrations/email/test');
    expect(test?.body).toEqual({
      platform: 'activecampaign',
      apiKey: 'key-123456',
      listId: null,
      credentials: { accountUrl: 'https://acme.api-us1.com' },
    });
    const create = calls.find((call) => call.method === 'POST' && call.path === '/api/integrations/email');
    expect(create?.body).toEqual({
      platform: 'activecampaign',
      name: 'ActiveCampaign Integration',
      apiKey: 'key-123456',
      listId: null,
      isActive: true,
      credentials: { accountUrl: 'https://acme.api-us1.com' },
      groupIds: null,
      trigger: 'approved',
    });
    expect(await screen.findByRole('article', { name: 'ActiveCampaign Integration' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Integration Added', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Email marketing platform has been connected successfully.')).toBeInTheDocument();
  }, 30000);

  it('shows the platform reason when the test fails and saves nothing', async () => {
    const calls = integrationsApi({
      routes: {
        'POST /api/integrations/email/test': () =>
          jsonResponse(422, { message: 'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.', code: 'E_PLATFORM' }),
      },
    });
    const { user, dialog } = await openAddDialog();

    await choosePlatform(user, dialog, 'Mailchimp');
    await user.click(within(dialog).getByRole('radio', { name: 'API Key' }));
    await user.type(within(dialog).getByLabelText(/^API Key/, { selector: 'input[type="password"]' }), 'bad-key');
    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Your API key may be invalid, or you’ve attempted to access the wrong datacenter.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/integrations/email')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Test & Connect' })).toBeEnabled();
  });

  it('shows the API’s word on a credential under its own input, and saves nothing', async () => {
    const calls = integrationsApi({
      routes: {
        'POST /api/integrations/email/test': () =>
          jsonResponse(422, {
            message: 'Please enter the account address ActiveCampaign gave you.',
            code: 'E_VALIDATION_ERROR',
            errors: [{ field: 'credentials.accountUrl', message: 'Please enter the account address ActiveCampaign gave you.', rule: 'url' }],
          }),
      },
    });
    const { user, dialog } = await openAddDialog();

    await choosePlatform(user, dialog, 'ActiveCampaign');
    await user.type(within(dialog).getByLabelText(/API URL/), 'acme');
    await user.type(within(dialog).getByLabelText(/^API Key/, { selector: 'input[type="password"]' }), 'key-123456');
    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/API URL/)).toHaveAccessibleDescription('Please enter the account address ActiveCampaign gave you.'),
    );
    expect(within(dialog).getByLabelText(/API URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^API Key/, { selector: 'input[type="password"]' })).toHaveAttribute('aria-invalid', 'false');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/integrations/email')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Test & Connect' })).toBeEnabled();
  });

  it('asks for a platform and key before testing anything', async () => {
    const calls = integrationsApi();
    const { user, dialog } = await openAddDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please select a platform and enter your API key.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/integrations/email/test')).toBe(false);
  });

  it('names a required field left empty before testing anything', async () => {
    const calls = integrationsApi();
    const { user, dialog } = await openAddDialog();
    await choosePlatform(user, dialog, 'ActiveCampaign');
    await user.type(within(dialog).getByLabelText(/^API Key/, { selector: 'input[type="password"]' }), 'key-123456');

    await user.click(within(dialog).getByRole('button', { name: 'Test & Connect' }));

    expect(await screen.findByText('Please enter your API URL.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/integrations/email/test')).toBe(false);
  });

  it('preselects the API key where this server has no sign-in for the platform, and says so without variable names', async () => {
    integrationsApi();
    const { user, dialog } = await openAddDialog();

    await choosePlatform(user, dialog, 'Mailchimp');

    expect(within(dialog).getByRole('radio', { name: 'API Key' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'OAuth (not available on this server)' })).toBeDisabled();
    expect(
      within(dialog).getByText('Mailchimp sign-in is not available on this server. Connect it with an API key instead.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^API Key/, { selector: 'input[type="password"]' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Test & Connect' })).toBeEnabled();
    expect(dialog.textContent).not.toMatch(/CLIENT_ID|CLIENT_SECRET/);
  });

  it('offers OAuth first where this server has the sign-in', async () => {
    integrationsApi({ oauthConfigured: { mailchimp: true } });
    const { user, dialog } = await openAddDialog();

    await choosePlatform(user, dialog, 'Mailchimp');

    expect(within(dialog).getByRole('radio', { name: 'OAuth' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Connect with Mailchimp' })).toBeEnabled();
  });

  it('tells the owner whom to ask when a sign-in-only platform is not available here, with no dead button', async () => {
    integrationsApi({ oauthConfigured: { aweber: false } });
    const { user, dialog } = await openAddDialog();

    await choosePlatform(user, dialog, 'AWeber');

    expect(within(dialog).getByText('AWeber sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Connect with AWeber' })).not.toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/CLIENT_ID|CLIENT_SECRET/);
  });

  it('opens the platform sign-in in a 500x600 popup and adds the integration it reports', async () => {
    integrationsApi();
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { user, dialog } = await openAddDialog();

    await choosePlatform(user, dialog, 'AWeber');
    await user.click(within(dialog).getByRole('button', { name: 'Connect with AWeber' }));

    expect(open).toHaveBeenCalledWith('/api/integrations/email/oauth/aweber/start', 'joinflow-oauth', 'width=500,height=600');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'OAUTH_SUCCESS', integrationId: 9 }, origin: window.location.origin }));
    expect(await screen.findByText('Integration Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Email Integration' })).not.toBeInTheDocument());
    open.mockRestore();
  });

  it('removes an integration after confirmation', async () => {
    const user = userEvent.setup();
    const calls = integrationsApi({ integrations: [makeEmailIntegration()] });
    renderApp('/integrations');

    const row = await screen.findByRole('article', { name: 'Newsletter list' });
    await user.click(within(row).getByRole('button', { name: 'Remove integration' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Newsletter list?' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('No email integrations yet')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/integrations/email/5');
  });

  it('derives the platform count from the catalogue, groups by category, searches and marks platforms without an adapter', async () => {
    const user = userEvent.setup();
    integrationsApi();
    renderApp('/integrations');

    const catalogue = await screen.findByRole('region', { name: 'Supported Platforms' });
    // Three of the fifty-two listed have an adapter (Mailchimp, ActiveCampaign, AWeber): the count says so.
    expect(within(catalogue).getByText('JoinFlow delivers to 3 platforms; 49 more are listed for you to ask for.')).toBeInTheDocument();
    const flodesk = within(within(catalogue).getByRole('region', { name: 'Email Marketing' })).getByText('Flodesk').closest('div.MuiCard-root') as HTMLElement;
    expect(within(flodesk).getByText('Coming soon')).toBeInTheDocument();

    await user.type(within(catalogue).getByRole('textbox', { name: 'Search platforms' }), 'active');
    expect(within(catalogue).getByText('ActiveCampaign')).toBeInTheDocument();
    expect(within(catalogue).queryByText('Mailchimp')).not.toBeInTheDocument();
    expect(within(catalogue).queryByRole('region', { name: 'CRM' })).not.toBeInTheDocument();

    await user.click(within(catalogue).getByRole('button', { name: 'Connect ActiveCampaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email Integration' });
    expect(within(dialog).getByRole('combobox', { name: 'Platform' })).toHaveValue('ActiveCampaign');
  });

  it('requests a missing platform with the required fields', async () => {
    const user = userEvent.setup();
    const calls = integrationsApi({ routes: { ...smallCatalogue, 'POST /api/integrations/request': () => jsonResponse(201, { id: 1 }) } });
    renderApp('/integrations');

    await user.click(await screen.findByRole('button', { name: 'Request Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an Integration' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/integrations/request')).toBe(false);

    await user.click(within(dialog).getByRole('textbox', { name: /Platform name/ }));
    await user.paste('Kajabi');
    await user.click(within(dialog).getByRole('textbox', { name: /Website/ }));
    await user.paste('https://kajabi.com');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'All-in-One' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText("We'll review your request and get back to you within 2-3 business days.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/integrations/request')?.body).toEqual({
      platformName: 'Kajabi',
      platformUrl: 'https://kajabi.com',
      category: 'all-in-one',
      urgency: 'medium',
    });
  }, 30000);

  it('says so when a request cannot be submitted', async () => {
    const user = userEvent.setup();
    integrationsApi({ routes: { ...smallCatalogue, 'POST /api/integrations/request': () => jsonResponse(500, { message: 'boom' }) } });
    renderApp('/integrations');

    await user.click(await screen.findByRole('button', { name: 'Request Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an Integration' });
    await user.click(within(dialog).getByRole('textbox', { name: /Platform name/ }));
    await user.paste('Kajabi');
    await user.click(within(dialog).getByRole('textbox', { name: /Website/ }));
    await user.paste('https://kajabi.com');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Failed to submit integration request.')).toBeInTheDocument();
  }, 30000);

  it('adds a webhook and shows its secret once', async () => {
    const user = userEvent.setup();
    const calls = integrationsApi({
      routes: {
        ...smallCatalogue,
        'POST /api/integrations/webhooks': ({ body }) =>
          jsonResponse(201, { ...makeWebhook(body as Partial<Webhook>), secret: 'whsec_0123456789abcdef' }),
      },
    });
    renderApp('/integrations');

    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.paste('CRM hook');
    await user.click(within(dialog).getByRole('textbox', { name: /URL/ }));
    await user.paste('https://crm.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));

    const reveal = await screen.findByRole('dialog', { name: 'Copy your signing secret' });
    expect(within(reveal).getByDisplayValue('whsec_0123456789abcdef')).toBeInTheDocument();
    expect(reveal).toHaveTextContent('This secret will not be shown again.');
    expect(calls.find((call) => call.path === '/api/integrations/webhooks' && call.method === 'POST')?.body).toEqual({
      name: 'CRM hook',
      url: 'https://crm.example.com/in',
      groupIds: null,
      trigger: 'approved',
    });
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('whsec_0123456789abcdef')).not.toBeInTheDocument());
  }, 30000);

  it('edits a webhook: pauses it and narrows it to one group', async () => {
    const user = userEvent.setup();
    const calls = integrationsApi({
      webhooks: [makeWebhook()],
      routes: { ...smallCatalogue, 'PATCH /api/integrations/webhooks/8': ({ body }) => jsonResponse(200, { ...makeWebhook(), ...(body as object) }) },
    });
    renderApp('/integrations');

    const row = await screen.findByRole('article', { name: 'Zap catcher' });
    await user.click(within(row).getByRole('button', { name: 'Edit webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Zap catcher' });
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    // The groups picker is drawn like the react-admin inputs beside it: a filled label over a filled input,
    // not a filled label laid over an outlined one, which puts the label on top of "All groups".
    const groups = within(dialog).getByRole('combobox', { name: 'Groups' });
    expect(groups.closest('.MuiInputBase-root')).toHaveClass('MuiFilledInput-root');
    expect(within(dialog).getByText('Groups', { selector: 'label' })).toHaveClass('MuiInputLabel-filled');
    await user.click(groups);
    await user.click(await screen.findByRole('option', { name: 'Dog Lovers UK' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Webhook saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Zap catcher',
      url: 'https://hooks.example.com/joinflow',
      isActive: false,
      groupIds: [3],
      trigger: 'approved',
    });
  }, 30000);

  it('edits an email integration, and keeps the dialog open with the platform reason when the new key is refused', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = integrationsApi({
      integrations: [makeEmailIntegration()],
      routes: {
        ...smallCatalogue,
        'PATCH /api/integrations/email/5': ({ body }) =>
          refuse
            ? jsonResponse(422, { message: 'Mailchimp refused the API key.', code: 'E_PLATFORM_REFUSED' })
            : jsonResponse(200, { ...makeEmailIntegration(), ...(body as object) }),
      },
    });
    renderApp('/integrations');

    await user.click(await screen.findByRole('button', { name: 'Edit integration' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit / });
    await user.type(within(dialog).getByLabelText(/API key/i), 'new-key-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mailchimp refused the API key.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Integration saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Edit / })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => (call.body as { apiKey?: string }).apiKey)).toEqual([
      'new-key-0001',
      'new-key-0001',
    ]);
  }, 30000);
});
