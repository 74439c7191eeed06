import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, listQuery, listResponse, makeUser, mockApi, type ApiCall } from '../test/fakeApi';
import { makePlanRecord } from '../test/planFixtures';
import { FIRST_RENDER, renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

// react-admin keeps each list's filters and page in local storage; every test starts from none.
afterEach(() => localStorage.clear());
const silver = makePlanRecord();
const gold = makePlanRecord({ id: 9, planType: 'gold', name: 'Gold', price: 47, trialDays: 14, groupLimit: 6, status: 'hidden', subscribers: 0 });
const retired = makePlanRecord({ id: 3, planType: 'pro', name: 'Pro', status: 'retired', groupLimit: null, trialDays: 0 });

function plansApi(routes: Record<string, (call: ApiCall) => Response> = {}) {
  return mockApi({
    'GET /api/auth/user': currentUser(superAdmin),
    'GET /api/admin/plans': () => listResponse('plans', [gold, silver, retired]),
    'GET /api/admin/plans/5': () => jsonResponse(200, silver),
    'GET /api/admin/plans/3': () => jsonResponse(200, retired),
    ...routes,
  });
}

const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');

/** Replaces a field's text at once: typing it key by key is slow on a loaded machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('plans resource (/admin/plans)', () => {
  it('lists every plan, newest first, with its trial, group limit and sale status', async () => {
    const calls = plansApi();
    renderApp('/admin/plans');

    const goldRow = await screen.findByRole('row', { name: /Gold/ }, FIRST_RENDER);
    expect(within(goldRow).getByText('$47/month')).toBeInTheDocument();
    expect(within(goldRow).getByText('14 days')).toBeInTheDocument();
    expect(within(goldRow).getByText('Up to 6 groups')).toBeInTheDocument();
    expect(within(goldRow).getByText('Hidden from sale')).toBeInTheDocument();
    const proRow = screen.getByRole('row', { name: /Pro/ });
    expect(within(proRow).getByText('Unlimited groups')).toBeInTheDocument();
    expect(within(proRow).getByText('None')).toBeInTheDocument();
    expect(within(proRow).getByText('Retired')).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/api/admin/plans' && listQuery(call).range[1] === 24)!;
    expect(listQuery(list).sort).toEqual(['createdAt', 'DESC']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Sale status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Retired' }));
    await waitFor(() => expect(listQuery(calls.filter((call) => call.path === '/api/admin/plans').at(-1)!).filter).toEqual({ status: 'retired' }));
  });

  it('the spec’s pricing editor address opens the plans', async () => {
    plansApi();
    renderApp('/admin/pricing-editor');
    expect(await screen.findByRole('row', { name: /Silver/ }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pricing Plans' })).toBeInTheDocument();
  });

  it('changes a plan’s group limit and trial, and hides it from sale', async () => {
    const calls = plansApi({ 'PATCH /api/admin/plans/5': (call) => jsonResponse(200, { ...silver, ...(call.body as object) }) });
    renderApp('/admin/plans/5');

    await fill(await screen.findByRole('spinbutton', { name: 'Group limit' }, FIRST_RENDER), '5');
    await fill(screen.getByRole('spinbutton', { name: 'Free trial (days)' }), '14');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sale status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hidden from sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0].body).toMatchObject({ groupLimit: 5, trialDays: 14, status: 'hidden', planType: 'silver' });
    expect(await screen.findByText('Pricing Updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pricing Plans' })).toBeInTheDocument();
  });

  it('shows the server’s refusals beside the fields they concern', async () => {
    plansApi({
      'PATCH /api/admin/plans/5': () =>
        jsonResponse(422, {
          message: 'The group limit must be a whole number of groups, or empty for unlimited.',
          code: 'E_VALIDATION_ERROR',
          errors: [
            { field: 'groupLimit', message: 'The group limit must be a whole number of groups, or empty for unlimited.', rule: 'min' },
            { field: 'planType', message: 'Silver is a built-in plan, so its plan type cannot change.', rule: 'builtInPlanType' },
          ],
        }),
    });
    renderApp('/admin/plans/5');

    const limit = await screen.findByRole('spinbutton', { name: 'Group limit' }, FIRST_RENDER);
    await fill(limit, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const limitField = limit.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(limitField).findByText('The group limit must be a whole number of groups, or empty for unlimited.')).toBeInTheDocument();
    const typeField = screen.getByRole('textbox', { name: 'Plan type' }).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(typeField).getByText('Silver is a built-in plan, so its plan type cannot change.')).toBeInTheDocument();
  });

  it('keeps a retired plan retired, and says why a plan in use cannot be deleted', async () => {
    plansApi({
      'DELETE /api/admin/plans/3': () =>
        jsonResponse(409, {
          message: 'Pro cannot be deleted: 2 accounts are on it. Retire it instead: the accounts on it keep it and nobody new can buy it.',
          code: 'E_PLAN_IN_USE',
        }),
    });
    renderApp('/admin/plans/3');

    const status = await screen.findByRole('combobox', { name: 'Sale status' }, FIRST_RENDER);
    expect(status).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Pro cannot be deleted: 2 accounts are on it/)).toBeInTheDocument();
  });

  it('creates a plan with its trial, group limit and sale status', async () => {
    const calls = plansApi({ 'POST /api/admin/plans': (call) => jsonResponse(201, { ...gold, ...(call.body as object), id: 12 }) });
    renderApp('/admin/plans/create');

    await fill(await screen.findByRole('textbox', { name: 'Title' }, FIRST_RENDER), 'Platinum');
    await fill(screen.getByRole('textbox', { name: 'Plan type' }), 'platinum');
    await fill(screen.getByRole('spinbutton', { name: 'Price (USD)' }), '99');
    await fill(screen.getByRole('spinbutton', { name: 'Free trial (days)' }), '0');
    await fill(screen.getByRole('spinbutton', { name: 'Group limit' }), '10');
    await fill(screen.getByRole('textbox', { name: 'Features (one per line)' }), 'Ten groups\nPriority support');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Platinum',
      planType: 'platinum',
      price: 99,
      billingPeriod: 'monthly',
      trialDays: 0,
      groupLimit: 10,
      buttonText: 'Start Free Trial',
      status: 'on_sale',
      description: '',
      features: 'Ten groups\nPriority support',
      isPopular: false,
    });
    expect(await screen.findByText('Plan Created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pricing Plans' })).toBeInTheDocument();
  });
});
