import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const CUSTOMER = {
  firstName: 'Amina',
  lastName: 'Wanjiru',
  email: 'amina@example.com',
  orderId: 'JF-ABCDEFGHJKLMNPQR',
  planType: 'silver',
  planTitle: 'Silver',
  billing: 'monthly',
  price: { amountMinor: 375550, currency: 'KES', formatted: 'KES 3,755.50' },
  status: 'trialing',
  trialEndsAt: '2026-11-29T10:00:00.000Z',
  renewsAt: '2026-11-29T10:00:00.000Z',
  accountSetUp: false,
  accountExists: false,
};

describe('customer login and dashboard', () => {
  afterEach(() => sessionStorage.clear());

  it('enables Sign In only with both fields, then opens the dashboard for the browser session', async () => {
    const calls = mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/customer/login': () => jsonResponse(200, CUSTOMER),
    });
    renderApp('/customer-login?email=amina@example.com');

    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('amina@example.com');
    expect(signIn).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Order ID/ }), 'JF-ABCDEFGHJKLMNPQR');
    await userEvent.click(signIn);

    expect(await screen.findByRole('heading', { name: 'Welcome, Amina Wanjiru' })).toBeInTheDocument();
    expect(screen.getByText('Plan: Silver')).toBeInTheDocument();
    expect(screen.getByText('KES 3,755.50 a month')).toBeInTheDocument();
    expect(screen.getByText('Trial')).toBeInTheDocument();
    expect(screen.getByText('Trial ends November 29, 2026')).toBeInTheDocument();
    for (const card of ['Connect groups', 'Email integration', 'Automation rules']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByText('Install the browser extension')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/customer/login')?.body).toEqual({
      email: 'amina@example.com',
      orderId: 'JF-ABCDEFGHJKLMNPQR',
    });
    expect(JSON.parse(sessionStorage.getItem('joinflow.customer')!)).toEqual(CUSTOMER);
  });

  it('says a wrong pair failed, and an unreachable server is an error', async () => {
    let reachable = true;
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/customer/login': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return jsonResponse(401, { message: 'Login Failed. Invalid email or order ID. Please check your credentials.' });
      },
    });
    renderApp('/customer-login');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'amina@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Order ID/ }), 'JF-WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or order ID. Please check your credentials.')).toBeInTheDocument();

    reachable = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Error')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during login. Please try again.')).toBeInTheDocument();
  });

  it('offers to email the link that sets up the account, and says where it went', async () => {
    sessionStorage.setItem('joinflow.customer', JSON.stringify(CUSTOMER));
    const calls = mockApi({
      'GET /api/auth/user': currentUser(null),
      'POST /api/customer/account-link': () => jsonResponse(202, { sentTo: 'amina@example.com', accountExists: false }),
    });
    renderApp('/customer-dashboard');
    expect(await screen.findByText('We email amina@example.com a link to choose a password; your account starts on this plan.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to JoinFlow' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up your account' }));
    expect(await screen.findByText('We emailed a link to amina@example.com. Open it to choose a password and start.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/customer/account-link')?.body).toEqual({
      email: 'amina@example.com',
      orderId: 'JF-ABCDEFGHJKLMNPQR',
    });
  });

  it('once the purchase is in an account, says so and leads to the sign-in', async () => {
    sessionStorage.setItem('joinflow.customer', JSON.stringify({ ...CUSTOMER, status: 'active', accountSetUp: true, accountExists: true }));
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/customer-dashboard');
    expect(await screen.findByText('This plan is in the JoinFlow account of amina@example.com. Sign in to use it.')).toBeInTheDocument();
    expect(screen.getByText('Renews November 29, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to JoinFlow' })).toHaveAttribute('href', '/api/login');
  });

  it('asks for a login on the dashboard without one, and signs out to the home page', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    const { unmount } = renderApp('/customer-dashboard');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access your dashboard.')).toBeInTheDocument();
    unmount();

    sessionStorage.setItem('joinflow.customer', JSON.stringify(CUSTOMER));
    renderApp('/customer-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: /Grow your Facebook group/ })).toBeInTheDocument();
    expect(sessionStorage.getItem('joinflow.customer')).toBeNull();
  });
});
