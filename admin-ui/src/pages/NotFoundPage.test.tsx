import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

describe('NotFoundPage', () => {
  it('answers unknown routes for visitors, with a way home', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
  });

  it('answers unknown routes for signed-in owners inside their layout', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/groups-typo/42');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).not.toHaveAttribute('href');
  });

  it('answers addresses below the groups page, which has no pages of its own', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    renderApp('/groups/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Connected groups' })).not.toBeInTheDocument();
  });
});
