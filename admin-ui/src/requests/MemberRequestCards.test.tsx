import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, listResponse, makeUser, mockApi } from '../test/fakeApi';
import { makeGroup, makeRequest } from '../test/fixtures';
import { FIRST_RENDER, renderApp } from '../test/renderApp';
import { mockViewportWidth } from '../test/viewport';
import type { MemberRequest } from './types';

const requests: MemberRequest[] = [
  makeRequest({
    id: 43,
    name: 'Sofia Rossi',
    status: 'pending',
    decision: 'review',
    decidedBy: null,
    livesIn: 'Turin, Italy',
    answers: [
      { question: 'Why do you want to join?', answer: 'I foster retired greyhounds' },
      { question: 'Your email?', answer: 'sofia@example.com' },
    ],
  }),
  makeRequest({ id: 44, name: 'Liam Chen', status: 'pending', decision: 'review', decidedBy: null, livesIn: null, answers: [] }),
];

function requestsApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/requests': () => listResponse('requests', requests),
    'GET /api/groups': () => listResponse('groups', [makeGroup()]),
    ...routes,
  });
}

const cardOf = async (name: string) => screen.findByRole('article', { name }, FIRST_RENDER);

describe('Member Requests on a phone', () => {
  it('shows each request as a card with its group, status, age, place and answers', async () => {
    mockViewportWidth(390);
    requestsApi();
    renderApp('/member-requests');

    const sofia = await cardOf('Sofia Rossi');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sofia).toHaveTextContent('Dog Lovers UK');
    expect(within(sofia).getByText('Pending Review')).toBeInTheDocument();
    expect(sofia).toHaveTextContent(/ago/);
    expect(sofia).toHaveTextContent('Turin, Italy');
    expect(sofia).toHaveTextContent('I foster retired greyhounds · sofia@example.com');
    expect(within(sofia).getByRole('button', { name: 'Approve Sofia Rossi' })).toBeEnabled();
    expect(within(sofia).getByRole('button', { name: 'Decline Sofia Rossi' })).toBeEnabled();
    expect(await cardOf('Liam Chen')).not.toHaveTextContent('Turin');
  });

  it('keeps the table on a wide screen', async () => {
    mockViewportWidth(1280);
    requestsApi();
    renderApp('/member-requests');

    expect(await screen.findByRole('table', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('approves one request from its card', async () => {
    const user = userEvent.setup();
    mockViewportWidth(390);
    const calls = requestsApi({
      'POST /api/requests/43/approve': () => jsonResponse(200, { ...requests[0], status: 'approved', decidedBy: 'owner' }),
    });
    renderApp('/member-requests');

    await user.click(within(await cardOf('Sofia Rossi')).getByRole('button', { name: 'Approve Sofia Rossi' }));

    expect(await screen.findByText(/Sofia Rossi approved/)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/requests/43/approve')?.body).toEqual({});
  });

  it('decides the selected cards together from the bar at the bottom', async () => {
    const user = userEvent.setup();
    mockViewportWidth(390);
    const calls = requestsApi({
      'POST /api/requests/bulk': () => jsonResponse(200, { updated: 2, ids: [43, 44] }),
    });
    renderApp('/member-requests');

    expect(screen.queryByRole('toolbar', { name: 'Selected requests' })).not.toBeInTheDocument();
    await user.click(within(await cardOf('Sofia Rossi')).getByRole('checkbox', { name: 'Select Sofia Rossi' }));
    await user.click(within(await cardOf('Liam Chen')).getByRole('checkbox', { name: 'Select Liam Chen' }));
    const bar = await screen.findByRole('toolbar', { name: 'Selected requests' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('2 requests approved.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/requests/bulk')?.body).toEqual({ ids: [43, 44], action: 'approve' });
  });

  it('keeps the filters behind a Filters button', async () => {
    const user = userEvent.setup();
    mockViewportWidth(390);
    const calls = requestsApi();
    renderApp('/member-requests');

    await cardOf('Sofia Rossi');
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending Review' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/requests').map((call) => listQuery(call).filter)).toContainEqual({
        status: 'pending',
      }),
    );
  });
});
