import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentUser, jsonResponse, listResponse, makeUser, mockApi } from '../test/fakeApi';
import { makeGroup, makeTemplate } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import type { MessageTemplate } from './types';

function templatesApi(initial: MessageTemplate[], routes: Parameters<typeof mockApi>[0] = {}, user = makeUser()) {
  let templates = [...initial];
  return mockApi({
    'GET /api/auth/user': currentUser(user),
    'GET /api/templates': () => listResponse('templates', templates),
    'POST /api/templates': ({ body }) => {
      const created = makeTemplate({ ...(body as Partial<MessageTemplate>), id: 8, isApproved: false, usageCount: 0 });
      templates = [created, ...templates];
      return jsonResponse(201, created);
    },
    'DELETE /api/templates/5': () => {
      templates = templates.filter((template) => template.id !== 5);
      return jsonResponse(200, { id: 5 });
    },
    ...routes,
  });
}

const cardOf = async (name: string) => screen.findByRole('article', { name });

describe('Message Templates page', () => {
  it('lists templates with their category, approval and use', async () => {
    templatesApi([makeTemplate(), makeTemplate({ id: 6, name: 'Rules reminder', category: 'general', isApproved: false })]);
    renderApp('/message-templates');

    const warm = await cardOf('Warm welcome');
    expect(warm).toHaveTextContent('Welcome');
    expect(warm).toHaveTextContent('Approved');
    expect(warm).toHaveTextContent('Hi {first-name}, welcome to {group-name}!');
    expect(warm).toHaveTextContent('Used 12 times');
    expect(await cardOf('Rules reminder')).toHaveTextContent('Pending Approval');
  });

  it('says so when there are no templates yet', async () => {
    templatesApi([]);
    renderApp('/message-templates');

    expect(await screen.findByText('No message templates yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Template' })).toHaveAttribute('href', '/message-templates/create');
  });

  it('copies a template’s text', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    templatesApi([makeTemplate()]);
    renderApp('/message-templates');

    await user.click(within(await cardOf('Warm welcome')).getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith('Hi {first-name}, welcome to {group-name}!');
    expect(await screen.findByText('Copied to Clipboard')).toBeInTheDocument();
  });

  it('deletes a template after confirmation, and says so when that fails', async () => {
    const user = userEvent.setup();
    templatesApi([makeTemplate()], { 'DELETE /api/templates/5': () => jsonResponse(500) });
    renderApp('/message-templates');

    await user.click(within(await cardOf('Warm welcome')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete “Warm welcome”?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete message template.')).toBeInTheDocument();
  });

  it('lets people who manage content approve a pending template', async () => {
    const user = userEvent.setup();
    const pending = makeTemplate({ isApproved: false });
    const calls = templatesApi([pending], { 'POST /api/templates/5/approve': () => jsonResponse(200, { ...pending, isApproved: true }) }, makeUser({ role: 'admin', permissions: ['manage_content'] }));
    renderApp('/message-templates');

    await user.click(await within(await cardOf('Warm welcome')).findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('“Warm welcome” approved. Automated messages can use it now.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/templates/5/approve')).toBe(true);
  });

  it('approves the version on screen; an edit saved since is refused with the reason and the new text is shown', async () => {
    const user = userEvent.setup();
    const pending = makeTemplate({ isApproved: false, version: 1 });
    const edited = { ...pending, template: 'Send us your card number, {first-name}', version: 2 };
    let current = pending;
    const message = 'This template was edited after you opened it (it is now version 2). Read the new text and approve it again.';
    const calls = mockApi({
      'GET /api/auth/user': currentUser(makeUser({ role: 'admin', permissions: ['manage_content'] })),
      'GET /api/templates': () => listResponse('templates', [current]),
      'POST /api/templates/5/approve': () => {
        current = edited;
        return jsonResponse(409, { message, code: 'E_TEMPLATE_CHANGED' });
      },
    });
    renderApp('/message-templates');

    await user.click(await within(await cardOf('Warm welcome')).findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/templates/5/approve')?.body).toEqual({ version: 1 });
    expect(await within(await cardOf('Warm welcome')).findByText(/Send us your card number/)).toBeInTheDocument();
  });

  it('offers no approval to owners without content rights', async () => {
    templatesApi([makeTemplate({ isApproved: false })]);
    renderApp('/message-templates');

    const card = await cardOf('Warm welcome');
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});

describe('Template editor', () => {
  it('inserts a clicked placeholder at the cursor', async () => {
    const user = userEvent.setup();
    templatesApi([]);
    renderApp('/message-templates/create');

    const text = await screen.findByRole('textbox', { name: 'Template text' });
    await user.click(text);
    await user.paste('Hi , welcome!');
    (text as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Insert {first-name}' }));
    expect(text).toHaveValue('Hi {first-name}, welcome!');

    (text as HTMLTextAreaElement).setSelectionRange(24, 24);
    await user.click(screen.getByRole('button', { name: 'Insert {group-name}' }));
    expect(text).toHaveValue('Hi {first-name}, welcome{group-name}!');
    await waitFor(() => expect((text as HTMLTextAreaElement).selectionStart).toBe(36));
  });

  it('offers every placeholder as a chip that can be dragged into the text', async () => {
    templatesApi([]);
    renderApp('/message-templates/create');

    await screen.findByRole('textbox', { name: 'Template text' });
    for (const placeholder of ['{first-name}', '{last-name}', '{group-name}', '{group-link}', '{name}', '{email}']) {
      const chip = screen.getByRole('button', { name: `Insert ${placeholder}` });
      expect(chip).toHaveAttribute('draggable', 'true');
      const setData = vi.fn();
      fireEvent.dragStart(chip, { dataTransfer: { setData, effectAllowed: 'all' } });
      expect(setData).toHaveBeenCalledWith('text/plain', placeholder);
    }
  });

  it('previews the template for a sample member in the newest group as it is typed', async () => {
    const user = userEvent.setup();
    templatesApi([], { 'GET /api/groups': () => listResponse('groups', [makeGroup()]) });
    renderApp('/message-templates/create');

    const preview = await screen.findByRole('region', { name: 'Preview for Amara Okafor in Dog Lovers UK' });
    await user.click(screen.getByRole('textbox', { name: 'Template text' }));
    await user.paste('Hi {first-name} {last-name}, welcome to {group-name} ({group-link}). We wrote to {email}.');
    expect(preview).toHaveTextContent(
      'Hi Amara Okafor, welcome to Dog Lovers UK (https://www.facebook.com/groups/123456789). We wrote to amara@example.com.',
    );
    await user.paste(' {unknown}');
    expect(preview).toHaveTextContent('amara@example.com. {unknown}');
  });

  it('creates a template, which waits for approval', async () => {
    const user = userEvent.setup();
    const calls = templatesApi([]);
    renderApp('/message-templates/create');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Warm welcome');
    await user.click(screen.getByRole('textbox', { name: 'Template text' }));
    await user.paste('Hi {first-name}!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Pending Approval', { selector: '.MuiAlertTitle-root' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Warm welcome',
      category: 'general',
      template: 'Hi {first-name}!',
    });
    expect(await cardOf('Warm welcome')).toHaveTextContent('Pending Approval');
  });

  it('asks for a name and text before saving', async () => {
    const user = userEvent.setup();
    const calls = templatesApi([]);
    renderApp('/message-templates/create');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'x');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a template name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the template text.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when the template cannot be created, with the server’s reason', async () => {
    const user = userEvent.setup();
    templatesApi([], {
      'POST /api/templates': () => jsonResponse(422, { message: 'Unknown placeholder {foo}', code: 'E_VALIDATION_ERROR' }),
    });
    renderApp('/message-templates/create');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Odd');
    await user.click(screen.getByRole('textbox', { name: 'Template text' }));
    await user.paste('Hi {foo}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to create message template. Unknown placeholder {foo}')).toBeInTheDocument();
  });

  it('says so when the template cannot be updated', async () => {
    const user = userEvent.setup();
    templatesApi([makeTemplate()], {
      'GET /api/templates/5': () => jsonResponse(200, makeTemplate()),
      'PATCH /api/templates/5': () => jsonResponse(500),
    });
    renderApp('/message-templates/5');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Warm welcome'));
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update message template.')).toBeInTheDocument();
  });
});
