import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../test/fakeApi';
import type { SubscriptionSummary as Subscription } from '@joinflow/sdk/browser';
import { SubscriptionBanner, trialDaysLeft } from './SubscriptionBanner';

const trial: Subscription = {
  planType: 'trial',
  planTitle: 'Free Trial',
  status: 'trialing',
  trialEndsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString(),
  currentPeriodEnd: null,
  groupLimit: 3,
  groupsUsed: 1,
  automationPaused: false,
  pausedReason: null,
};

function renderBanner(subscription: Subscription) {
  const calls = mockApi({ 'GET /api/subscription': () => jsonResponse(200, subscription) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SubscriptionBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('SubscriptionBanner', () => {
  it('counts the trial days left', async () => {
    renderBanner(trial);
    expect(await screen.findByText('3 days left in your free trial')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/order');
  });

  it('says why automation is paused and how to resume it', async () => {
    renderBanner({ ...trial, status: 'expired', automationPaused: true, pausedReason: 'Your free trial ended on November 20, 2026.' });
    expect(await screen.findByText('Automation is paused')).toBeInTheDocument();
    expect(screen.getByText(/Your free trial ended on November 20, 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/order');
  });

  it('shows no countdown for a bought plan in its free days', async () => {
    const calls = renderBanner({ ...trial, planType: 'silver', planTitle: 'Silver' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/left in your free trial/)).not.toBeInTheDocument();
  });

  it('says when a renewal failed and leads to Billing', async () => {
    renderBanner({ ...trial, planType: 'silver', planTitle: 'Silver', status: 'past_due' });
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
  });

  it('counts a part day as a day and never goes below zero', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(trialDaysLeft('2026-11-23T11:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-20T11:00:00Z', now)).toBe(0);
  });
});
