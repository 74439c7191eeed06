import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { PLANS } from '../test/planFixtures';
import { renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

function panelApi(routes: Record<string, (call: ApiCall) => Response> = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(superAdmin),
    'GET /api/pricing': () => jsonResponse(200, PLANS),
    'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'Heading', subtitle: 'Subtitle' }),
    ...routes,
  });
}

describe('/super-admin', () => {
  it('edits the order page headings on the Page Content tab', async () => {
    const calls = panelApi({ 'PUT /api/content/page/order': (call) => jsonResponse(200, call.body) });
    renderApp('/super-admin');

    expect(await screen.findByRole('tab', { name: 'Page Content', selected: true })).toBeInTheDocument();
    const subtitle = await screen.findByRole('textbox', { name: /Subtitle/ });
    await userEvent.clear(subtitle);
    await userEvent.type(subtitle, 'Save 20% on annual plans');
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));

    expect(await screen.findByText('Content Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ mainHeading: 'Heading', subtitle: 'Save 20% on annual plans' });
  });

  it('renames a plan and creates one with its features one per line', async () => {
    const calls = panelApi({
      'PUT /api/pricing/5': (call) => jsonResponse(200, { ...PLANS[1], ...(call.body as object) }),
      'POST /api/pricing': (call) => jsonResponse(201, { id: 9, ...(call.body as object) }),
    });
    renderApp('/super-admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Pricing Plans' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    const silverForm = screen.getByRole('button', { name: 'Save Plan' }).closest('form')!;
    const title = within(silverForm).getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Silver Plus');
    await userEvent.click(within(silverForm).getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Pricing Updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ id: 5, title: 'Silver Plus', planType: 'silver' });

    const createForm = screen.getByRole('button', { name: 'Create Plan' }).closest('form')!;
    const create = within(createForm);
    expect(create.getByRole('button', { name: 'Create Plan' })).toBeDisabled();
    await userEvent.type(create.getByRole('textbox', { name: /Plan type/ }), 'gold');
    await userEvent.type(create.getByRole('textbox', { name: /Title/ }), 'Gold');
    await userEvent.type(create.getByRole('textbox', { name: /Price/ }), '$49');
    await userEvent.type(create.getByRole('textbox', { name: /Features/ }), 'Ten groups{enter}{enter}  Priority support  ');
    await userEvent.click(create.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('Plan Created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      planType: 'gold',
      title: 'Gold',
      price: '$49',
      buttonText: 'Start Free Trial',
      features: ['Ten groups', 'Priority support'],
      isPopular: false,
    });
    await waitFor(() => expect(create.getByRole('textbox', { name: /Plan type/ })).toHaveValue(''));
  });

  it('says when a plan cannot be created', async () => {
    panelApi({
      'POST /api/pricing': () =>
        jsonResponse(422, { message: 'Validation failure', errors: [{ field: 'planType', message: 'A plan with this plan type already exists.', rule: 'database.unique' }] }),
    });
    renderApp('/super-admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Pricing Plans' }));
    const createForm = (await screen.findByRole('button', { name: 'Create Plan' })).closest('form')!;
    const create = within(createForm);
    await userEvent.type(create.getByRole('textbox', { name: /Plan type/ }), 'silver');
    await userEvent.type(create.getByRole('textbox', { name: /Title/ }), 'Silver');
    await userEvent.type(create.getByRole('textbox', { name: /Price/ }), '29');
    await userEvent.type(create.getByRole('textbox', { name: /Features/ }), 'One');
    await userEvent.click(create.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('Failed to create pricing plan.')).toBeInTheDocument();
    expect(create.getByText('A plan with this plan type already exists.')).toBeInTheDocument();
  });

  it('denies owners and sends them home', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(makeUser()),
      'GET /api/dashboard/stats': () => new Promise<Response>(() => {}),
      'GET /api/requests/recent': () => new Promise<Response>(() => {}),
      'GET /api/groups': () => new Promise<Response>(() => {}),
    });
    renderApp('/super-admin');
    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
