import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, listResponse, makeUser, mockApi } from '../test/fakeApi';
import { makeGroup } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import type { Group } from './types';

function groupsApi(initial: Group[], routes: Parameters<typeof mockApi>[0] = {}) {
  let groups = [...initial];
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/groups': () => listResponse('groups', groups),
    'DELETE /api/groups/3': () => {
      groups = groups.filter((group) => group.id !== 3);
      return jsonResponse(200, { id: 3 });
    },
    ...routes,
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Connected Groups page', () => {
  it('shows each group with its figures, its Facebook page and its settings', async () => {
    const calls = groupsApi([makeGroup()]);
    renderApp('/groups');

    expect(await screen.findByText('Manage your Facebook groups and automation settings')).toBeInTheDocument();
    const row = await rowOf('Dog Lovers UK');
    expect(row).toHaveTextContent('Walks, tips and rescue news');
    expect(row).toHaveTextContent('1,520');
    expect(row).toHaveTextContent('82%');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('7');
    expect(within(row).getByText('DU')).toBeInTheDocument();

    const facebook = within(row).getByRole('link', { name: /123456789/ });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/groups/123456789');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('link', { name: 'Group settings' })).toHaveAttribute('href', '/automation?groupId=3');
    expect(within(row).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');

    const list = calls.find((call) => call.path === '/api/groups');
    expect(list && listQuery(list).sort).toEqual(['createdAt', 'DESC']);
  });

  it('names the columns, Today’s Requests included', async () => {
    groupsApi([makeGroup()]);
    renderApp('/groups');

    const table = await screen.findByRole('table', { name: 'Connected groups' });
    expect(within(table).getByRole('columnheader', { name: "Today's Requests" })).toBeInTheDocument();
  });

  it('says the member count is the members approved through JoinFlow', async () => {
    groupsApi([makeGroup()]);
    renderApp('/groups');

    const table = await screen.findByRole('table', { name: 'Connected groups' });
    const header = within(table).getByRole('columnheader', { name: 'Members' });
    expect(within(header).getByText('Members')).toHaveAccessibleDescription('Members approved through JoinFlow');
    const row = await rowOf('Dog Lovers UK');
    expect(within(row).getByText('1,520')).toHaveAccessibleDescription('Members approved through JoinFlow');
  });

  it('renames, describes and pauses a group from its row', async () => {
    const user = userEvent.setup();
    let group = makeGroup();
    const calls = groupsApi([], {
      'GET /api/groups': () => listResponse('groups', [group]),
      'GET /api/groups/3': () => jsonResponse(200, group),
      'PATCH /api/groups/3': (call) => {
        group = { ...group, ...(call.body as Partial<Group>) };
        return jsonResponse(200, group);
      },
    });
    renderApp('/groups');

    await user.click(within(await rowOf('Dog Lovers UK')).getByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Dog Lovers UK”' });
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Dog Lovers UK'));
    await user.clear(name);
    await user.type(name, 'Dog Lovers Britain');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Walks and rescue news');
    const active = within(dialog).getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    await user.click(active);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Dog Lovers Britain',
      description: 'Walks and rescue news',
      isActive: false,
    });
    const row = await rowOf('Dog Lovers Britain');
    expect(row).toHaveTextContent('Walks and rescue news');
    expect(row).toHaveTextContent('Inactive');
  });

  it('shows the server’s refusal beside the field it concerns and keeps the dialog open', async () => {
    const user = userEvent.setup();
    groupsApi([makeGroup()], {
      'GET /api/groups/3': () => jsonResponse(200, makeGroup()),
      'PATCH /api/groups/3': () =>
        jsonResponse(422, {
          message: 'Please enter a group name.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'name', message: 'Please enter a group name.', rule: 'required' }],
        }),
    });
    renderApp('/groups');

    await user.click(within(await rowOf('Dog Lovers UK')).getByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Dog Lovers UK”' });
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Dog Lovers UK'));
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Please enter a group name.');
    expect(screen.getByRole('dialog', { name: 'Edit “Dog Lovers UK”' })).toBeInTheDocument();
    expect(screen.queryByText(/E_VALIDATION/)).not.toBeInTheDocument();
  });

  it('shows three placeholder rows while the groups load', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/groups': () => new Promise<Response>(() => {}),
    });
    renderApp('/groups');

    const table = await screen.findByRole('table', { name: 'Connected groups' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(1 + 3);
  });

  it('says so when no group is connected yet', async () => {
    groupsApi([]);
    renderApp('/groups');

    expect(await screen.findByText('No groups connected yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect New Group' })).toHaveAttribute('href', '/groups?add=1');
  });

  it('disconnects a group only after confirmation', async () => {
    const user = userEvent.setup();
    const calls = groupsApi([makeGroup()]);
    renderApp('/groups');

    await user.click(within(await rowOf('Dog Lovers UK')).getByRole('button', { name: 'Disconnect group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect “Dog Lovers UK”?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Cancelling is the safe choice: no error icon on it.
    expect(within(confirm).getByRole('button', { name: 'Cancel' }).querySelector('svg')).toBeNull();

    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Facebook group disconnected successfully.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/groups/3');
    expect(await screen.findByText('No groups connected yet')).toBeInTheDocument();
  });

  it('keeps the group and says so when disconnecting fails', async () => {
    const user = userEvent.setup();
    groupsApi([makeGroup()], { 'DELETE /api/groups/3': () => jsonResponse(500, { message: 'Database unavailable' }) });
    renderApp('/groups');

    await user.click(within(await rowOf('Dog Lovers UK')).getByRole('button', { name: 'Disconnect group' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Failed to disconnect Facebook group.')).toBeInTheDocument();
    expect(screen.getByText('Dog Lovers UK')).toBeInTheDocument();
  });

  it.each([
    [403, 'This group is private or its picture needs permissions to view.', 'Group Picture Not Accessible'],
    [502, 'Facebook had a technical issue. Please try again later.', 'Connection Issue'],
    [404, 'Group not found on Facebook.', 'Group Not Found'],
  ])('reads a %d picture refresh failure saying “%s” as %s', async (status, message, title) => {
    const user = userEvent.setup();
    const calls = groupsApi([makeGroup()], {
      'POST /api/groups/3/update-picture': () => jsonResponse(status, { message }),
    });
    renderApp('/groups');

    await user.click(within(await rowOf('Dog Lovers UK')).getByRole('button', { name: 'Refresh picture' }));

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/groups/3/update-picture')).toBe(true);
  });

  it('shows the new picture after a refresh', async () => {
    const user = userEvent.setup();
    let coverImageUrl: string | null = null;
    groupsApi([], {
      'GET /api/groups': () => listResponse('groups', [makeGroup({ coverImageUrl })]),
      'POST /api/groups/3/update-picture': () => {
        coverImageUrl = 'https://scontent.example/cover.jpg';
        return jsonResponse(200, makeGroup({ coverImageUrl }));
      },
    });
    renderApp('/groups');

    await user.click(within(await rowOf('Dog Lovers UK')).getByRole('button', { name: 'Refresh picture' }));

    expect(await screen.findByText('Picture Updated')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Dog Lovers UK' })).toHaveAttribute(
      'src',
      'https://scontent.example/cover.jpg',
    );
  });
});
