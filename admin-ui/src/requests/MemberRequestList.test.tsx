import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, listResponse, makeUser, mockApi } from '../test/fakeApi';
import { makeGroup, makeRequest, makeRequestDetail } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import type { MemberRequest } from './types';

const requests: MemberRequest[] = [
  makeRequest({ id: 41, name: 'Amara Okafor', status: 'approved', decidedBy: 'rules' }),
  makeRequest({ id: 42, name: 'Ben Ade', status: 'approved', decidedBy: 'owner', reasons: [] }),
  makeRequest({
    id: 43,
    name: 'Sofia Rossi',
    email: null,
    status: 'pending',
    decision: 'review',
    decidedBy: null,
    decidedAt: null,
    reasons: ['No email address in the answers', 'Account is 12 days old (minimum 30)'],
  }),
  makeRequest({ id: 44, name: 'Liam Chen', status: 'declined', decision: 'decline', decidedBy: 'rules' }),
];

function requestsApi(rows: MemberRequest[], routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/requests': () => listResponse('requests', rows),
    'GET /api/groups': () => listResponse('groups', [makeGroup()]),
    ...routes,
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Member Requests page', () => {
  it('labels each request by its status and who decided it', async () => {
    requestsApi(requests);
    renderApp('/member-requests');

    expect(within(await rowOf('Amara Okafor')).getByText('Auto-Approved').closest('[data-tone]')).toHaveAttribute('data-tone', 'green');
    expect(within(await rowOf('Ben Ade')).getByText('Approved').closest('[data-tone]')).toHaveAttribute('data-tone', 'green');
    const sofia = await rowOf('Sofia Rossi');
    expect(within(sofia).getByText('Pending Review').closest('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
    expect(sofia).toHaveTextContent('No email address in the answers +1 more');
    expect(within(await rowOf('Liam Chen')).getByText('Denied').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
  });

  it('shows the spec’s empty text before any request is captured', async () => {
    requestsApi([]);
    renderApp('/member-requests');

    expect(await screen.findByText('No member requests yet')).toBeInTheDocument();
    expect(screen.getByText('Member requests will appear here once you connect Facebook groups')).toBeInTheDocument();
  });

  it('filters by status and exports exactly what is listed', async () => {
    const user = userEvent.setup();
    const calls = requestsApi(requests);
    renderApp('/member-requests');

    await rowOf('Amara Okafor');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending Review' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/requests').map((call) => listQuery(call).filter)).toContainEqual({
        status: 'pending',
      }),
    );
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    await waitFor(() => expect(exportLink.getAttribute('href')).toContain('status'));
    const href = new URL(exportLink.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/api/requests/export.csv');
    expect(JSON.parse(href.searchParams.get('filter') ?? '')).toEqual({ status: 'pending' });
    expect(JSON.parse(href.searchParams.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
  });

  it('opens a request with its answers, reasons and who decided', async () => {
    const user = userEvent.setup();
    requestsApi(requests, {
      'GET /api/requests/41': () =>
        jsonResponse(200, makeRequestDetail({ pendingActions: [{ id: 9, type: 'welcome_message', status: 'pending' }] })),
    });
    renderApp('/member-requests');

    await user.click(await screen.findByText('Amara Okafor'));

    const drawer = await screen.findByRole('dialog', { name: 'Amara Okafor' });
    expect(await within(drawer).findByText('Why do you want to join?')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('I foster rescue dogs.');
    expect(drawer).toHaveTextContent('Meets every auto-approval rule');
    expect(drawer).toHaveTextContent('Decided byAutomation rules');
    expect(drawer).toHaveTextContent('Welcome, Amara Okafor!');
    expect(drawer).toHaveTextContent('Send welcome message · pending');
    expect(within(drawer).getByText('Auto-Approved')).toBeInTheDocument();
  });

  it('opens a request whose row already carries its answers', async () => {
    const user = userEvent.setup();
    const listed = requests.map((request) => ({ ...request, livesIn: 'Leeds', answers: [{ question: 'Why?', answer: 'Dogs' }] }));
    requestsApi(listed, {
      'GET /api/requests/41': () =>
        jsonResponse(200, makeRequestDetail({ pendingActions: [{ id: 9, type: 'welcome_message', status: 'pending' }] })),
    });
    renderApp('/member-requests');

    await user.click(await screen.findByText('Amara Okafor'));

    const drawer = await screen.findByRole('dialog', { name: 'Amara Okafor' });
    expect(await within(drawer).findByText('Send welcome message · pending')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('I foster rescue dogs.');
  });

  it('shows the reason the owner gave when deciding by hand', async () => {
    const user = userEvent.setup();
    requestsApi(requests, {
      'GET /api/requests/42': () =>
        jsonResponse(200, makeRequestDetail({ ...requests[1], ownerReason: 'Vouched for by Ada' })),
    });
    renderApp('/member-requests');

    await user.click(await screen.findByText('Ben Ade'));

    const drawer = await screen.findByRole('dialog', { name: 'Ben Ade' });
    expect(await within(drawer).findByText('Vouched for by Ada')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Reason givenVouched for by Ada');
  });

  it('approves a waiting request by hand', async () => {
    const user = userEvent.setup();
    const pending = makeRequestDetail({ ...requests[2], answers: [] });
    const calls = requestsApi(requests, {
      'GET /api/requests/43': () => jsonResponse(200, pending),
      'POST /api/requests/43/approve': () =>
        jsonResponse(200, { ...pending, status: 'approved', decidedBy: 'owner', decidedByUserId: 1 }),
    });
    renderApp('/member-requests/43');

    const drawer = await screen.findByRole('dialog', { name: 'Sofia Rossi' });
    expect(drawer).toHaveTextContent('Account is 12 days old (minimum 30)');
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(/Sofia Rossi approved/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/requests/43/approve')?.body).toEqual({});
  });

  it('approves the selected requests together', async () => {
    const user = userEvent.setup();
    const calls = requestsApi(requests, {
      'POST /api/requests/bulk': () => jsonResponse(200, { updated: 2, ids: [43, 44] }),
    });
    renderApp('/member-requests');

    await user.click(within(await rowOf('Sofia Rossi')).getByRole('checkbox'));
    await user.click(within(await rowOf('Liam Chen')).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('2 requests approved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/requests/bulk')?.body).toEqual({ ids: [43, 44], action: 'approve' });
  });
});
