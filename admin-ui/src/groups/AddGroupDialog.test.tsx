import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makeGroup } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

function groupsApi(addGroup: (call: ApiCall) => Response) {
  return mockApi({
    'GET /api/auth/user': currentUser(makeUser()),
    'GET /api/groups': () => listResponse('groups', []),
    'POST /api/groups': addGroup,
  });
}

async function openDialog(path = '/analytics') {
  const user = userEvent.setup();
  renderApp(path);
  const header = await screen.findByRole('banner');
  await user.click(await within(header).findByRole('link', { name: 'Add Group' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Facebook Group' });
  return { user, dialog };
}

describe('Add Group dialog', () => {
  it('opens from the header over the page that is showing', async () => {
    groupsApi(() => jsonResponse(201, makeGroup()));
    const { dialog } = await openDialog('/analytics');

    expect(within(dialog).getByRole('textbox', { name: 'Group URL' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Display name (optional)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Description (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('banner', { hidden: true })).toHaveTextContent('See how your groups grow and how your automation performs');
  });

  it('asks for a URL before sending anything', async () => {
    const calls = groupsApi(() => jsonResponse(201, makeGroup()));
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Add Group' }));

    expect(await screen.findByText('Missing URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a Facebook group URL.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('explains what a group URL looks like when the address is not one', async () => {
    const calls = groupsApi(() => jsonResponse(201, makeGroup()));
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByRole('textbox', { name: 'Group URL' }), 'https://www.facebook.com/dogloversuk');
    await user.click(within(dialog).getByRole('button', { name: 'Add Group' }));

    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Group URL' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('connects the group, says so, closes and starts empty next time', async () => {
    const calls = groupsApi(() => jsonResponse(201, makeGroup()));
    const { user, dialog } = await openDialog();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Group URL' }),
      '  https://www.facebook.com/groups/dogloversuk ',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Display name (optional)' }), 'Dog Lovers');
    await user.click(within(dialog).getByRole('button', { name: 'Add Group' }));

    expect(await screen.findByText('Group Added')).toBeInTheDocument();
    expect(screen.getByText('Facebook group has been connected successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Facebook Group' })).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/groups');
    expect(post?.body).toEqual({ url: 'https://www.facebook.com/groups/dogloversuk', name: 'Dog Lovers' });

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Add Group' }));
    const reopened = await screen.findByRole('dialog', { name: 'Add Facebook Group' });
    expect(within(reopened).getByRole('textbox', { name: 'Group URL' })).toHaveValue('');
  });

  it.each([
    [
      'a group already on the account',
      () => jsonResponse(409, { message: 'This Facebook group is already connected to your account.' }),
      'This Facebook group is already connected to your account.',
    ],
    [
      'a refusal in the server’s words',
      () => jsonResponse(422, { message: 'Please enter a Facebook group URL.', code: 'E_VALIDATION_ERROR' }),
      'Please enter a Facebook group URL.',
    ],
    ['a failure with nothing to say', () => jsonResponse(500), 'Failed to add Facebook group.'],
  ])('reports %s', async (_case, answer, message) => {
    groupsApi(answer);
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByRole('textbox', { name: 'Group URL' }), 'facebook.com/groups/123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Add Group' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Facebook Group' })).toBeInTheDocument();
  });

  it('shows the server’s field message under the field it concerns', async () => {
    groupsApi(() =>
      jsonResponse(422, {
        message: 'The group could not be added.',
        code: 'E_VALIDATION_ERROR',
        errors: [{ field: 'name', message: 'The display name must be at most 255 characters.', rule: 'maxLength' }],
      }),
    );
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByRole('textbox', { name: 'Group URL' }), 'facebook.com/groups/123456789');
    await user.type(within(dialog).getByRole('textbox', { name: 'Display name (optional)' }), 'Dogs');
    await user.click(within(dialog).getByRole('button', { name: 'Add Group' }));

    const name = within(dialog).getByRole('textbox', { name: 'Display name (optional)' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The display name must be at most 255 characters.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
