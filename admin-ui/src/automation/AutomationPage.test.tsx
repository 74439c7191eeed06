import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeGroup, makeRequest, makeTemplate } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import type { AutoApprovalPreview, AutoApprovalSettings, WelcomeMessageSettings } from './types';

const settings: AutoApprovalSettings = {
  enabled: true,
  requireEmail: true,
  requiredKeywords: ['dogs'],
  blockedKeywords: ['crypto'],
  maxApprovalsPerHour: 50,
  minAccountAgeDays: 0,
  requireAllAnswers: false,
  requireRulesAgreement: false,
  requirePhone: false,
  allowedLocations: [],
  blockedLocations: [],
};

const welcome: WelcomeMessageSettings = {
  enabled: true,
  message: 'Welcome {name}!',
  personalizeWithName: true,
  tagNewMembers: false,
  variants: [],
  templateId: null,
  welcomePostUrl: null,
};

const preview: AutoApprovalPreview = {
  total: 3,
  counts: { approve: 1, decline: 1, review: 1 },
  decisions: [
    { requestId: 1, name: 'Amara Okafor', decision: 'approve', reasons: ['Meets every auto-approval rule'], currentStatus: 'approved' },
    { requestId: 2, name: 'Liam Chen', decision: 'decline', reasons: ['Answer contains blocked keyword "forex"'], currentStatus: 'pending' },
    { requestId: 3, name: 'Sofia Rossi', decision: 'review', reasons: ['No email address in the answers'], currentStatus: 'pending' },
  ],
};

/** The week's requests for the performance panel: totals by status, and the newest to time decisions on. */
function requestsThisWeek(call: ApiCall) {
  const { filter } = listQuery(call);
  if (filter.status === 'approved') return listResponse('requests', [], 6);
  if (filter.status === 'declined') return listResponse('requests', [], 2);
  return listResponse(
    'requests',
    [
      makeRequest({ id: 1, createdAt: '2025-06-10T10:00:00.000Z', decidedAt: '2025-06-10T10:12:00.000Z' }),
      makeRequest({ id: 2, status: 'declined', createdAt: '2025-06-10T09:00:00.000Z', decidedAt: '2025-06-10T11:00:00.000Z' }),
      makeRequest({ id: 3, status: 'pending', decidedBy: null, decidedAt: null }),
    ],
    10,
  );
}

function automationApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/groups': () =>
      listResponse('groups', [makeGroup(), makeGroup({ id: 4, name: 'Cat Corner', autoApprovalEnabled: false, memberCount: 1 })]),
    'GET /api/groups/3': () => jsonResponse(200, makeGroup()),
    'GET /api/groups/3/auto-approval': () => jsonResponse(200, settings),
    'GET /api/groups/3/welcome-message': () => jsonResponse(200, welcome),
    'GET /api/templates': () => listResponse('templates', [makeTemplate(), makeTemplate({ id: 6, name: 'Draft', isApproved: false })]),
    'GET /api/requests': requestsThisWeek,
    ...routes,
  });
}

describe('Automation Rules page', () => {
  it('shows the groups as cards and asks for a choice', async () => {
    automationApi();
    renderApp('/automation');

    const cards = await screen.findByRole('list', { name: 'Groups' });
    const dogs = (await within(cards).findByText('Dog Lovers UK')).closest('[role="listitem"]') as HTMLElement;
    expect(dogs).toHaveTextContent('1,520 members');
    expect(within(dogs).getByText('1,520 members')).toHaveAccessibleDescription('Members approved through JoinFlow');
    expect(dogs).toHaveTextContent('Auto-Approval On');
    const cats = within(cards).getByText('Cat Corner').closest('[role="listitem"]') as HTMLElement;
    expect(cats).toHaveTextContent('1 member');
    expect(cats).not.toHaveTextContent('Auto-Approval On');
    expect(screen.getByText('Choose a group to edit its auto-approval rules and welcome message.')).toBeInTheDocument();
  });

  it('opens the chosen group’s settings', async () => {
    const user = userEvent.setup();
    automationApi();
    renderApp('/automation');

    await user.click(await screen.findByRole('button', { name: /Dog Lovers UK/ }));

    const rules = await screen.findByRole('region', { name: 'Auto-approval' });
    expect(await within(rules).findByRole('textbox', { name: 'Required keywords' })).toHaveValue('dogs');
    expect(within(rules).getByRole('textbox', { name: 'Blocked keywords' })).toHaveValue('crypto');
  });

  it('previews unsaved rules on the latest requests with counts and reasons', async () => {
    const user = userEvent.setup();
    const calls = automationApi({ 'POST /api/groups/3/auto-approval/preview': () => jsonResponse(200, preview) });
    renderApp('/automation?groupId=3');

    const rules = await screen.findByRole('region', { name: 'Auto-approval' });
    const blocked = await within(rules).findByRole('textbox', { name: 'Blocked keywords' });
    await user.clear(blocked);
    await user.type(blocked, 'crypto, forex ,');
    await user.click(within(rules).getByRole('button', { name: 'Preview' }));

    const result = await within(rules).findByRole('region', { name: 'Preview' });
    expect(result).toHaveTextContent('the latest 3 requests would be');
    for (const label of ['Approved', 'Declined', 'Sent to review']) {
      expect(within(result).getByRole('group', { name: label })).toHaveTextContent(`1${label}`);
    }
    const liam = within(result).getByText('Liam Chen').closest('tr') as HTMLElement;
    expect(liam).toHaveTextContent('Decline');
    expect(liam).toHaveTextContent('Answer contains blocked keyword "forex"');
    expect(liam).toHaveTextContent('Pending Review');

    const sent = calls.find((call) => call.path === '/api/groups/3/auto-approval/preview');
    expect(sent?.body).toEqual({ ...settings, blockedKeywords: ['crypto', 'forex'] });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/groups/3/auto-approval')).toBe(false);
  });

  it('shows the API’s word on a rule under its own input when the settings are refused', async () => {
    const user = userEvent.setup();
    const refusal = 'Enter blocked keywords as comma-separated text or a list of at most 200 entries of up to 200 characters.';
    automationApi({
      'POST /api/groups/3/auto-approval': () =>
        jsonResponse(422, {
          message: refusal,
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'blockedKeywords', message: refusal, rule: 'settingsList' }],
        }),
    });
    renderApp('/automation?groupId=3');

    const rules = await screen.findByRole('region', { name: 'Auto-approval' });
    const blocked = await within(rules).findByRole('textbox', { name: 'Blocked keywords' });
    await user.click(within(rules).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(`Failed to update auto-approval settings. ${refusal}`)).toBeInTheDocument();
    await waitFor(() => expect(blocked).toHaveAccessibleDescription(refusal));
    expect(blocked).toHaveAttribute('aria-invalid', 'true');
    expect(within(rules).getByRole('textbox', { name: 'Required keywords' })).toHaveAttribute('aria-invalid', 'false');
  });

  it('says so when the settings cannot be saved', async () => {
    const user = userEvent.setup();
    automationApi({ 'POST /api/groups/3/auto-approval': () => jsonResponse(500, { message: 'Database unavailable' }) });
    renderApp('/automation?groupId=3');

    const rules = await screen.findByRole('region', { name: 'Auto-approval' });
    await user.click(await within(rules).findByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Failed to update auto-approval settings.')).toBeInTheDocument();
  });

  it('saves the welcome message with its variants and an approved template', async () => {
    const user = userEvent.setup();
    const calls = automationApi({
      'POST /api/groups/3/welcome-message': ({ body }) => jsonResponse(200, body),
    });
    renderApp('/automation?groupId=3');

    const card = await screen.findByRole('region', { name: 'Welcome message' });
    await user.click(await within(card).findByRole('button', { name: 'Add' }));
    await user.click(within(card).getByRole('textbox', { name: 'Variant' }));
    await user.paste('Glad you are here, {name}.');
    await user.click(within(card).getByRole('combobox', { name: /Approved template/ }));
    expect(screen.queryByRole('option', { name: 'Draft' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Warm welcome' }));
    await user.click(within(card).getByRole('button', { name: 'Save welcome message' }));

    expect(await screen.findByText('Welcome message saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/groups/3/welcome-message' && call.method === 'POST')?.body).toEqual({
      ...welcome,
      variants: ['Glad you are here, {name}.'],
      templateId: 5,
    });
  });

  it('previews the welcome message for a sample member as the owner types, as members will get it', async () => {
    const user = userEvent.setup();
    automationApi();
    renderApp('/automation?groupId=3');

    const card = await screen.findByRole('region', { name: 'Welcome message' });
    const preview = await within(card).findByRole('region', { name: 'Preview for Amara Okafor' });
    expect(preview).toHaveTextContent('Welcome Amara Okafor!');

    const message = within(card).getByRole('textbox', { name: /^Message/ });
    await user.clear(message);
    await user.click(message);
    await user.paste('Hi {name} ({email}), welcome to {group-name}: {group-link}');
    expect(preview).toHaveTextContent(
      'Hi Amara Okafor (amara@example.com), welcome to Dog Lovers UK: https://www.facebook.com/groups/123456789',
    );

    await user.click(within(card).getByRole('switch', { name: "Personalize with the member's name" }));
    const impersonal = within(card).getByRole('region', { name: /without the member's name/ });
    expect(impersonal).toHaveTextContent('Hi there (amara@example.com), welcome to Dog Lovers UK');
    expect(impersonal).not.toHaveTextContent('Amara Okafor (');

    await user.click(within(card).getByRole('combobox', { name: /Approved template/ }));
    await user.click(await screen.findByRole('option', { name: 'Warm welcome' }));
    expect(within(card).getByRole('region', { name: /“Warm welcome” for Amara Okafor/ })).toHaveTextContent(
      'Hi there, welcome to Dog Lovers UK!',
    );
  });

  it('asks for the welcome post while tagging is on, checks its address and saves it', async () => {
    const user = userEvent.setup();
    const calls = automationApi({
      'POST /api/groups/3/welcome-message': ({ body }) => jsonResponse(200, body),
    });
    renderApp('/automation?groupId=3');

    const card = await screen.findByRole('region', { name: 'Welcome message' });
    await within(card).findByRole('button', { name: 'Save welcome message' });
    expect(within(card).queryByRole('textbox', { name: 'Welcome post address' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('switch', { name: 'Tag new members in the welcome post' }));
    const address = within(card).getByRole('textbox', { name: 'Welcome post address' });
    expect(within(card).getByText(/The Chrome extension comments on it, mentioning up to 5 new members at a time/)).toBeInTheDocument();

    await user.type(address, 'https://www.facebook.com/groups/dogloversuk');
    await user.click(within(card).getByRole('button', { name: 'Save welcome message' }));
    expect(await within(card).findByText(/Please enter the address of a post in your Facebook group/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/groups/3/welcome-message' && call.method === 'POST')).toBe(false);

    await user.clear(address);
    await user.type(address, ' https://www.facebook.com/groups/dogloversuk/posts/1234567890/ ');
    await user.click(within(card).getByRole('button', { name: 'Save welcome message' }));
    expect(await screen.findByText('Welcome message saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/groups/3/welcome-message' && call.method === 'POST')?.body).toEqual({
      ...welcome,
      tagNewMembers: true,
      welcomePostUrl: 'https://www.facebook.com/groups/dogloversuk/posts/1234567890/',
    });
  });

  it('says so when the welcome message cannot be saved, with the server’s reason', async () => {
    const user = userEvent.setup();
    automationApi({
      'POST /api/groups/3/welcome-message': () =>
        jsonResponse(422, { message: 'Unknown placeholder {foo}', code: 'E_VALIDATION_ERROR', errors: [] }),
    });
    renderApp('/automation?groupId=3');

    const card = await screen.findByRole('region', { name: 'Welcome message' });
    await user.click(await within(card).findByRole('button', { name: 'Save welcome message' }));

    expect(await screen.findByText('Failed to update welcome message. Unknown placeholder {foo}')).toBeInTheDocument();
  });

  it('shows the API’s word on the message under the message input when it is refused', async () => {
    const user = userEvent.setup();
    const refusal = 'Unknown placeholder {foo}. Use {name} or {email}.';
    automationApi({
      'POST /api/groups/3/welcome-message': () =>
        jsonResponse(422, { message: refusal, code: 'E_VALIDATION_ERROR', errors: [{ field: 'message', message: refusal, rule: 'placeholders' }] }),
    });
    renderApp('/automation?groupId=3');

    const card = await screen.findByRole('region', { name: 'Welcome message' });
    await user.click(await within(card).findByRole('button', { name: 'Save welcome message' }));

    expect(await screen.findByText(`Failed to update welcome message. ${refusal}`)).toBeInTheDocument();
    const message = within(card).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(message).toHaveAccessibleDescription(refusal));
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });

  it('works the performance figures out from the group’s own requests', async () => {
    const calls = automationApi();
    renderApp('/automation?groupId=3');

    const panel = await screen.findByRole('region', { name: 'Performance' });
    expect(await within(panel).findByText('75%')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Requests this week10');
    expect(panel).toHaveTextContent('Median time to decision1.1 h');
    expect(panel).toHaveTextContent('Waiting for review2');
    expect(panel).toHaveTextContent('Approved by the rules82%');
    expect(panel).not.toHaveTextContent('94%');

    const queries = calls.filter((call) => call.path === '/api/requests').map((call) => listQuery(call).filter);
    expect(queries).toContainEqual(expect.objectContaining({ groupId: 3, status: 'approved' }));
    expect(queries.every((filter) => typeof filter.from === 'string')).toBe(true);
  });
});
