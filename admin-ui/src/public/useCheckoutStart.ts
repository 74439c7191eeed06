import type { Billing } from '@joinflow/sdk/browser';
import { useEffect } from 'react';
import { api } from '../providers/api';
import { orderSession } from './orderSession';

/**
 * Counts this visitor as having started a checkout, once per browser session, for the
 * conversion figure on the admin dashboard. A failure to count never stands in the buyer's way.
 */
export function useCheckoutStart(planType: string, billing: Billing, flow: 'public' | 'owner', enabled = true) {
  useEffect(() => {
    if (!enabled || !orderSession.claimCheckoutStart()) return;
    api.checkout.start({ planType, billing, flow, visitorId: orderSession.visitorId() }).catch(() => undefined);
  }, [planType, billing, flow, enabled]);
}
