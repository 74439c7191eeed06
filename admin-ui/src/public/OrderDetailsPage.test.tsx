import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockApi } from '../test/fakeApi';
import { makeQuote } from '../test/planFixtures';
import { withinField } from '../test/fields';
import { renderApp } from '../test/renderApp';

const KENYA_QUOTE = makeQuote({ currency: 'KES', price: 3755.5, dueLater: 3755.5 });

function detailsApi() {
  return mockApi({
    'GET /api/auth/user': currentUser(null),
    'GET /api/pricing/quote': (call) =>
      jsonResponse(200, call.query.get('country') === 'Kenya' ? KENYA_QUOTE : makeQuote()),
    'POST /api/checkout/start': () => new Response(null, { status: 204 }),
    'POST /api/order/details': (call) => {
      const { email, country, marketingConsent } = call.body as { email: string; country: string; marketingConsent: boolean };
      return email.includes('@')
        ? jsonResponse(200, { email: email.toLowerCase(), country, marketingConsent })
        : jsonResponse(422, {
            message: 'Please enter a valid email address.',
            code: 'E_VALIDATION_ERROR',
            errors: [{ field: 'email', message: 'Please enter a valid email address.', rule: 'email' }],
          });
    },
  });
}

async function chooseCountry(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Country/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('/order2', () => {
  afterEach(() => sessionStorage.clear());

  it('quotes the plan in the chosen country’s currency, with the real due date', async () => {
    const calls = detailsApi();
    renderApp('/order2?plan=silver&billing=monthly');

    expect(await screen.findByText('7 days free, then $29.00/month')).toBeInTheDocument();
    expect(screen.getByText('Due on November 29, 2026')).toBeInTheDocument();

    await chooseCountry('Kenya');

    expect(await screen.findByText('7 days free, then KES 3,755.50/month')).toBeInTheDocument();
    const quotes = calls.filter((call) => call.path === '/api/pricing/quote');
    expect(Object.fromEntries(quotes.at(-1)?.query ?? [])).toEqual({ plan: 'silver', billing: 'monthly', country: 'Kenya' });
  });

  it('counts the checkout start once per browser session', async () => {
    const calls = detailsApi();
    const { unmount } = renderApp('/order2?plan=silver&billing=monthly');
    await screen.findByText('7 days free, then $29.00/month');
    unmount();
    renderApp('/order2?plan=silver&billing=monthly');
    await screen.findByText('7 days free, then $29.00/month');

    const starts = calls.filter((call) => call.path === '/api/checkout/start');
    expect(starts).toHaveLength(1);
    expect(starts[0].body).toMatchObject({ planType: 'silver', billing: 'monthly', flow: 'public' });
    expect((starts[0].body as { visitorId: string }).visitorId).toBe(sessionStorage.getItem('joinflow.visitorId'));
  });

  it('keeps Continue disabled until email and country are given, then keeps the order for the session', async () => {
    detailsApi();
    renderApp('/order2?plan=silver&billing=monthly');
    await screen.findByText('7 days free, then $29.00/month');

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'amina@example.com');
    expect(continueButton).toBeDisabled();
    await chooseCountry('Kenya');
    await userEvent.click(screen.getByLabelText('Send me product updates and offers by email'));
    await userEvent.click(continueButton);

    await waitFor(() => expect(sessionStorage.getItem('joinflow.order')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('joinflow.order')!)).toEqual({
      plan: { planType: 'silver', name: 'Silver', billing: 'monthly' },
      customer: { email: 'amina@example.com', country: 'Kenya', marketingConsent: true },
    });
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it('refuses a bad email on this step, with the spec’s message beside the field', async () => {
    const calls = detailsApi();
    renderApp('/order2?plan=silver&billing=monthly');
    await screen.findByText('7 days free, then $29.00/month');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await chooseCountry('Kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(await withinField(email).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(withinField(email).queryByText('We send your order ID and receipt here.')).not.toBeInTheDocument();
    expect(screen.queryByText('The form is not valid. Please check for errors')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(sessionStorage.getItem('joinflow.order')).toBeNull();
    expect(calls.find((call) => call.path === '/api/order/details')?.body).toEqual({ email: 'not-an-email', country: 'Kenya', marketingConsent: false });
  });

  it('closes back to the plans', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'GET /api/pricing/quote': () => jsonResponse(200, makeQuote()),
      'GET /api/pricing': () => jsonResponse(200, []),
      'GET /api/content/page/order': () => jsonResponse(200, { mainHeading: 'Heading', subtitle: 'Sub' }),
    });
    renderApp('/order2?plan=silver');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
  });
});
