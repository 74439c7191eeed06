import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi } from '../test/fakeApi';
import { makeGroup } from '../test/fixtures';
import { FIRST_RENDER, renderApp } from '../test/renderApp';
import type { RecentMemberRequest } from '../requests/types';
import type { DashboardStats } from './types';

const stats: DashboardStats = {
  connectedGroups: 4,
  membersToday: 36,
  emailIntegrations: 0,
  automationRate: 87,
  changes: { connectedGroups: 2, membersToday: -5, emailIntegrations: 0, automationRate: 3 },
};

const recent: RecentMemberRequest[] = [
  {
    id: 41,
    name: 'Amara Okafor',
    email: 'amara@example.com',
    groupName: 'Dog Lovers UK',
    profileImageUrl: null,
    status: 'pending',
    decidedBy: null,
    createdAt: '2025-06-10T11:55:00.000Z',
  },
  {
    id: 40,
    name: 'Liam Chen',
    email: null,
    groupName: 'Dog Lovers UK',
    profileImageUrl: null,
    status: 'declined',
    decidedBy: 'rules',
    createdAt: '2025-06-10T09:00:00.000Z',
  },
];

function dashboardApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/dashboard/stats': () => jsonResponse(200, stats),
    'GET /api/requests/recent': () => jsonResponse(200, recent),
    'GET /api/groups': () => listResponse('groups', [makeGroup()]),
    'GET /api/integrations/email': () => jsonResponse(200, []),
    'GET /api/integrations/sms': () => jsonResponse(200, []),
    'GET /api/integrations/sheets': () => jsonResponse(200, []),
    'GET /api/integrations/webhooks': () => jsonResponse(200, []),
    'GET /api/extension/status': () =>
      jsonResponse(200, {
        installed: false,
        connected: false,
        lastSeenAt: null,
        version: null,
        health: null,
        healthDetail: null,
        pageUrl: null,
        install: { chromeWebStoreUrl: null, downloadUrl: '/downloads/joinflow-extension.zip' },
      }),
    ...overrides,
  });
}

const card = async (name: string) => screen.findByRole('region', { name });
const statCard = async (name: string) => within(await card('Figures')).findByRole('region', { name });

describe('Dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-10T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows an owner the trial, and a super admin no trial banner', async () => {
    const subscription = {
      planType: 'trial',
      planTitle: 'Free Trial',
      status: 'trialing',
      trialEndsAt: '2025-06-15T12:00:00.000Z',
      currentPeriodEnd: null,
      groupLimit: 3,
      groupsUsed: 1,
      automationPaused: false,
      pausedReason: null,
    };
    const owner = dashboardApi({ 'GET /api/subscription': () => jsonResponse(200, subscription) });
    const { unmount } = renderApp('/');
    expect(await screen.findByText('5 days left in your free trial', {}, FIRST_RENDER)).toBeInTheDocument();
    unmount();
    expect(owner.some((call) => call.path === '/api/subscription')).toBe(true);

    const calls = dashboardApi({
      'GET /api/auth/user': currentUser(makeUser({ role: 'super_admin', isSuperAdmin: true })),
      'GET /api/subscription': () => jsonResponse(200, subscription),
    });
    renderApp('/');
    expect(await statCard('Connected Groups')).toBeInTheDocument();
    expect(screen.queryByText(/left in your free trial/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/subscription')).toBe(false);
  });

  it('keeps the trial banner\'s room while the subscription loads, and fills it with the banner', async () => {
    let answer: (response: Response) => void = () => {};
    dashboardApi({
      'GET /api/auth/user': currentUser(makeUser({ planType: 'trial', subscriptionStatus: 'trialing' })),
      'GET /api/subscription': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/');
    expect(await screen.findByTestId('subscription-banner-room', {}, FIRST_RENDER)).toHaveTextContent('left in your free trial');
    await card('Figures');
    expect(screen.getByTestId('subscription-banner-room')).toHaveAttribute('aria-hidden');
    answer(
      jsonResponse(200, {
        planType: 'trial',
        planTitle: 'Free Trial',
        status: 'trialing',
        trialEndsAt: '2025-06-13T12:00:00.000Z',
        currentPeriodEnd: null,
        groupLimit: 3,
        groupsUsed: 1,
        automationPaused: false,
        pausedReason: null,
      }),
    );
    expect(await screen.findByText('3 days left in your free trial')).toBeVisible();
    expect(screen.queryByTestId('subscription-banner-room')).not.toBeInTheDocument();
  });

  it('keeps no room when the account\'s plan has no banner', async () => {
    dashboardApi({
      'GET /api/auth/user': currentUser(makeUser({ planType: 'pro', subscriptionStatus: 'active' })),
      'GET /api/subscription': () => new Promise<Response>(() => {}),
    });
    renderApp('/');
    await card('Figures');
    expect(screen.queryByTestId('subscription-banner-room')).not.toBeInTheDocument();
  });

  it('shows the four figures with their change since yesterday', async () => {
    dashboardApi();
    renderApp('/');

    expect(await statCard('Connected Groups')).toHaveTextContent('Connected Groups4+2 since yesterday');
    expect(await statCard('Members Added Today')).toHaveTextContent('Members Added Today36−5 since yesterday');
    expect(await statCard('Email Integrations')).toHaveTextContent('Email Integrations0No change since yesterday');
    expect(await statCard('Automation Rate')).toHaveTextContent('Automation Rate87%+3 pts since yesterday');
  });

  it('holds four card placeholders and three request rows while loading', async () => {
    dashboardApi({
      'GET /api/dashboard/stats': () => new Promise<Response>(() => {}),
      'GET /api/requests/recent': () => new Promise<Response>(() => {}),
    });
    renderApp('/');

    expect(await screen.findAllByTestId('stat-skeleton')).toHaveLength(4);
    const requests = await card('Recent Member Requests');
    expect(within(requests).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it('lists the latest requests with their status and how long ago they came', async () => {
    dashboardApi();
    renderApp('/');

    const requests = await card('Recent Member Requests');
    const amara = (await within(requests).findByText('Amara Okafor')).closest('li') as HTMLElement;
    expect(amara).toHaveTextContent('amara@example.com');
    expect(amara).toHaveTextContent('Dog Lovers UK · 5 minutes ago');
    expect(within(amara).getByText('Pending Review')).toBeInTheDocument();
    const liam = within(requests).getByText('Liam Chen').closest('li') as HTMLElement;
    expect(within(liam).getByText('Denied')).toBeInTheDocument();
    expect(within(liam).getByText('LC')).toBeInTheDocument();
    expect(within(requests).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/member-requests');
  });

  it('says plainly when there are no requests yet', async () => {
    dashboardApi({ 'GET /api/requests/recent': () => jsonResponse(200, []) });
    renderApp('/');

    const requests = await card('Recent Member Requests');
    expect(await within(requests).findByText('No member requests yet')).toBeInTheDocument();
    expect(
      within(requests).getByText('Member requests will appear here once you connect Facebook groups'),
    ).toBeInTheDocument();
  });

  it('offers the quick actions, integration status, extension set-up and the groups table', async () => {
    dashboardApi();
    renderApp('/');

    const actions = await card('Quick Actions');
    expect(within(actions).getByRole('link', { name: 'Connect New Group' })).toHaveAttribute('href', '/?add=1');
    expect(within(actions).getByRole('link', { name: 'Setup Email Integration' })).toHaveAttribute('href', '/integrations');
    expect(within(actions).getByRole('link', { name: 'Configure Automation' })).toHaveAttribute('href', '/automation');

    const integrations = await card('Integration Status');
    expect(integrations).toHaveTextContent('No integrations connected yet.');
    expect(within(integrations).getByRole('link', { name: 'Set up integrations' })).toHaveAttribute('href', '/integrations');

    const extension = await card('Chrome Extension');
    expect(await within(extension).findByRole('link', { name: 'Download the extension' })).toHaveAttribute('href', '/downloads/joinflow-extension.zip');
    expect(within(extension).getByRole('link', { name: 'Create an API token' })).toHaveAttribute('href', '/settings/tokens');

    const groups = await screen.findByRole('table', { name: 'Connected groups' });
    expect(await within(groups).findByText('Dog Lovers UK')).toBeInTheDocument();
  });

  it('opens the Add Group dialog from Connect New Group', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    dashboardApi();
    renderApp('/');

    await user.click(within(await card('Quick Actions')).getByRole('link', { name: 'Connect New Group' }));

    expect(await screen.findByRole('dialog', { name: 'Add Facebook Group' })).toBeInTheDocument();
  });
});
