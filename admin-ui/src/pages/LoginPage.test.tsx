import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { fieldRefusal, withinField } from '../test/fields';
import { renderApp } from '../test/renderApp';

/** An API where signing in or up with the right details starts a session. */
function authApi(options: { providers?: unknown[]; login?: () => Response; signup?: () => Response } = {}) {
  let signedIn = false;
  const startSession = (respond: () => Response) => () => {
    const response = respond();
    signedIn = response.ok;
    return response;
  };
  return mockApi({
    'GET /api/auth/user': () => jsonResponse(200, signedIn ? makeUser() : { user: null }),
    'GET /api/auth/providers': () => jsonResponse(200, options.providers ?? []),
    'POST /api/auth/login': startSession(options.login ?? (() => jsonResponse(200, makeUser()))),
    'POST /api/auth/signup': startSession(options.signup ?? (() => jsonResponse(201, makeUser()))),
  });
}

async function signIn(email = 'owner@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function signUp() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Create account' }));
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Olivia');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Owner');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'owner@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'long enough');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('LoginPage', () => {
  it('offers each configured provider, keeping the return path', async () => {
    authApi({ providers: [{ id: 'google', name: 'Google' }, { id: 'oidc', name: 'Company SSO' }] });
    renderApp('/login?returnTo=%2Fgroups');

    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/login/google?returnTo=%2Fgroups',
    );
    expect(screen.getByRole('link', { name: 'Continue with Company SSO' })).toHaveAttribute(
      'href',
      '/api/login/oidc?returnTo=%2Fgroups',
    );
  });

  it('explains why a provider sign-in came back without signing in', async () => {
    authApi({ providers: [{ id: 'oidc', name: 'Company SSO' }] });
    renderApp('/login?returnTo=%2Fgroups&error=Sign-in+was+cancelled.');

    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in was cancelled.');
  });

  it('signs in with email and password and returns to the page asked for', async () => {
    const calls = authApi();
    renderApp('/login?returnTo=%2Fgroups');

    await signIn();

    // The whole owner area renders after sign-in: on a busy machine that takes longer than one page.
    expect(await screen.findByRole('heading', { name: 'Connected Groups' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'owner@example.com',
      password: 'correct horse',
    });
  });

  it('goes home instead of to another site after sign-in', async () => {
    authApi();
    renderApp('/login?returnTo=%2F%2Fevil.example');

    await signIn();

    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each([
    [400, { message: 'Invalid email or password.' }],
    [403, { message: 'This account has been deactivated.' }],
    [429, { message: 'Too many sign-in attempts. Please try again in 60 seconds.', code: 'E_TOO_MANY_REQUESTS' }],
  ])('shows the server’s %i message', async (status, body) => {
    authApi({ login: () => jsonResponse(status, body) });
    renderApp('/login');

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
  });

  it('shows a sign-in field error under its field', async () => {
    authApi({ login: () => jsonResponse(422, fieldRefusal('email', 'Please enter a valid email address.')) });
    renderApp('/login');

    await signIn();

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await withinField(email).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(1);
  });

  it('creates an account and opens the owner pages', async () => {
    authApi();
    renderApp('/login?returnTo=%2Fanalytics');

    await signUp();

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
  });

  it('opens on "Create account" at /signup and signs the new owner in', async () => {
    const calls = authApi();
    renderApp('/signup');

    expect(await screen.findByRole('heading', { name: 'Create your JoinFlow account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    await signUp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/signup')).toBe(true);
  });

  it('creates an account and shows field errors beside the fields', async () => {
    const calls = authApi({
      signup: () =>
        jsonResponse(422, {
          message: 'An account with this email already exists.',
          code: 'E_VALIDATION_ERROR',
          errors: [{ field: 'email', message: 'An account with this email already exists.', rule: 'unique' }],
        }),
    });
    renderApp('/login');

    await signUp();

    expect(await withinField(screen.getByRole('textbox', { name: 'Email' })).findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      firstName: 'Olivia',
      lastName: 'Owner',
      email: 'owner@example.com',
      password: 'long enough',
    });
  });
});
