import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SubscriptionSummary as Subscription } from '@joinflow/sdk/browser';
import { api } from '../providers/api';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in the trial, counting a part day as a day; 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: string, now = new Date()): number {
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY_MS));
}

const ChoosePlan = ({ label = 'Choose a plan' }: { label?: string }) => (
  <Button component={Link} to="/order" color="inherit" variant="outlined" size="small">
    {label}
  </Button>
);

type BannerFacts = Pick<Subscription, 'automationPaused' | 'pausedReason' | 'status' | 'planType' | 'trialEndsAt'>;

function bannerFor(subscription: BannerFacts) {
  if (subscription.automationPaused) {
    return (
      <Alert severity="error" action={<ChoosePlan />}>
        <AlertTitle>Automation is paused</AlertTitle>
        {subscription.pausedReason ?? 'Your plan has ended.'} Choose a plan to resume approvals, welcome messages and
        integrations.
      </Alert>
    );
  }
  if (subscription.status === 'past_due') {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to="/billing" color="inherit" variant="outlined" size="small">
            Billing
          </Button>
        }
      >
        <AlertTitle>Your last payment failed</AlertTitle>
        Your plan keeps running while the payment is tried again. See the dates, or pay with another card, on the Billing page.
      </Alert>
    );
  }
  // A bought plan's free days end in its first charge, not in a choice to make.
  if (subscription.status === 'trialing' && subscription.planType === 'trial' && subscription.trialEndsAt) {
    const days = trialDaysLeft(subscription.trialEndsAt);
    return (
      <Alert severity="info" action={<ChoosePlan label="Upgrade now" />}>
        <AlertTitle>
          {days === 1 ? '1 day' : `${days} days`} left in your free trial
        </AlertTitle>
        Choose a plan before it ends to keep your automation running.
      </Alert>
    );
  }
  return null;
}

/**
 * The owner's trial countdown, or why automation is paused and how to resume it. Super admins run
 * the product, have no limits and are never paused, so they see neither.
 */
export const SubscriptionBanner = () => {
  const { canAccess: hasSubscription } = useCanAccess({ action: 'show', resource: 'subscription' });
  const { data: subscription } = useQuery({
    queryKey: ['subscription'],
    queryFn: () => api.subscription.get(),
    retry: false,
    enabled: hasSubscription === true,
  });
  const { identity } = useGetIdentity();
  if (subscription && hasSubscription) return bannerFor(subscription);
  if (hasSubscription === false || !identity) return null;
  // The signed-in account already says which banner is coming; an unseen copy of it keeps its
  // room until the subscription's details arrive, so the figures below do not move down.
  const expected = expectedBanner(identity.planType, identity.subscriptionStatus);
  return expected ? (
    <Box aria-hidden data-testid="subscription-banner-room" sx={{ visibility: 'hidden' }}>
      {expected}
    </Box>
  ) : null;
};

/** The banner an account with this plan and status will be shown, with placeholder details. */
export function expectedBanner(planType: string | null | undefined, status: Subscription['status'] | null | undefined) {
  if (!planType || !status) return null;
  const paused = status === 'expired' || status === 'canceled';
  return bannerFor({
    automationPaused: paused,
    pausedReason: null,
    status,
    planType,
    trialEndsAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  });
}
