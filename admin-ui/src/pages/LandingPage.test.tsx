import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

describe('LandingPage', () => {
  it('greets signed-out visitors at / with the sign-in, pricing and trial links', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });

  it('shows the six feature cards', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/');

    const titles = (await screen.findAllByRole('article')).map(
      (card) => within(card).getByRole('heading').textContent,
    );
    expect(titles).toEqual([
      'Auto-approval by rules',
      'Personalised welcome messages',
      'Email platforms without Zapier',
      'SMS platforms',
      'Google Sheets',
      'Unlimited groups',
    ]);
  });

  it('ends with this year’s copyright line', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} JoinFlow. All rights reserved.`);
  });
});
