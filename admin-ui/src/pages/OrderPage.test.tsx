import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { PLANS, makePlan } from '../test/planFixtures';
import { renderApp } from '../test/renderApp';

function orderApi(user = null as ReturnType<typeof makeUser> | null) {
  return mockApi({
    'GET /api/auth/user': currentUser(user),
    'GET /api/pricing': () => jsonResponse(200, PLANS),
    'GET /api/content/page/order': () =>
      jsonResponse(200, { mainHeading: 'Pick the plan for your groups', subtitle: 'Annual Plan (Save Up to 20%) • Monthly Plan' }),
  });
}

describe('/order', () => {
  it('shows the edited headings and each plan with its price, features and badge', async () => {
    orderApi();
    renderApp('/order');

    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(await screen.findByText('Pick the plan for your groups')).toBeInTheDocument();
    expect(screen.getByText('Annual Plan (Save Up to 20%) • Monthly Plan')).toBeInTheDocument();

    const lifetime = await screen.findByRole('article', { name: 'Lifetime Executive' });
    expect(within(lifetime).getByText('$297')).toBeInTheDocument();
    expect(within(lifetime).getByText('Most Popular')).toBeInTheDocument();
    expect(within(lifetime).getByText('Unlimited groups', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
  });

  it('says each plan’s own trial: 14 days, none, or paid once', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'GET /api/pricing': () =>
        jsonResponse(200, [
          makePlan({ id: 1, planType: 'gold', title: 'Gold', trialDays: 14, groupLimit: 6 }),
          makePlan({ id: 2, planType: 'now', title: 'Now', trialDays: 0, groupLimit: 1 }),
          PLANS[2],
        ]),
      'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'Plans', subtitle: 'Monthly' }),
    });
    renderApp('/order');

    const gold = await screen.findByRole('article', { name: 'Gold' });
    expect(within(gold).getByText('14-day free trial')).toBeInTheDocument();
    expect(within(gold).getByText('Up to 6 groups')).toBeInTheDocument();
    const now = screen.getByRole('article', { name: 'Now' });
    expect(within(now).queryByText(/free trial/)).toBeNull();
    expect(within(now).getByText('1 group')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Lifetime Executive' })).getByText('Pay once, use forever')).toBeInTheDocument();
    expect(screen.queryByText('7-day free trial')).toBeNull();
  });

  it('leads a visitor to the details step, annually for plans that have an annual price', async () => {
    orderApi();
    renderApp('/order');

    const starter = await screen.findByRole('article', { name: 'Starter' });
    const silver = screen.getByRole('article', { name: 'Silver' });
    expect(within(starter).getByRole('link', { name: /Starter/ })).toHaveAttribute('href', '/order2?plan=starter&billing=monthly');

    await userEvent.click(screen.getByRole('button', { name: 'Annual (save up to 20%)' }));

    expect(within(starter).getByText('$216')).toBeInTheDocument();
    expect(within(starter).getByLabelText('was $324')).toBeInTheDocument();
    expect(within(starter).getByRole('link', { name: /Starter/ })).toHaveAttribute('href', '/order2?plan=starter&billing=annual');
    // Silver has no annual price and stays monthly.
    expect(within(silver).getByText('$29')).toBeInTheDocument();
    expect(within(silver).getByRole('link', { name: /Silver/ })).toHaveAttribute('href', '/order2?plan=silver&billing=monthly');
  });

  it('sends a signed-in owner to the owner checkout', async () => {
    orderApi(makeUser());
    renderApp('/order');

    const silver = await screen.findByRole('article', { name: 'Silver' });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(within(silver).getByRole('link', { name: /Silver/ })).toHaveAttribute('href', '/checkout/silver?billing=monthly');
  });

  it('shows the billing toggle in its room while the plans load, so the cards do not move when they arrive', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(null),
      // The plans are still on their way for the whole test.
      'GET /api/pricing': () => new Promise<Response>(() => {}),
      'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'Pick the plan for your groups', subtitle: '' }),
    });
    renderApp('/order');

    expect(await screen.findAllByLabelText('Loading plan')).toHaveLength(3);
    expect(screen.getByTestId('billing-toggle-room')).toHaveStyle({ minHeight: '48px' });
    // A visitor can choose the yearly prices before the plans are there.
    await userEvent.click(within(screen.getByTestId('billing-toggle-room')).getByRole('button', { name: 'Annual (save up to 20%)' }));
    expect(screen.getByRole('button', { name: 'Annual (save up to 20%)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the toggle\'s room empty when no plan has a yearly price', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'GET /api/pricing': () => jsonResponse(200, [makePlan({ id: 1, planType: 'gold', title: 'Gold', groupLimit: 6 })]),
      'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'Plans', subtitle: 'Monthly' }),
    });
    renderApp('/order');

    await screen.findByRole('article', { name: 'Gold' });
    expect(screen.queryByRole('button', { name: 'Annual (save up to 20%)' })).toBeNull();
    expect(screen.getByTestId('billing-toggle-room')).toHaveStyle({ minHeight: '48px' });
  });
});
