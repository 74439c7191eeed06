import { useEffect } from 'react';
import { publicApi } from './api';
import { orderSession } from './orderSession';

/**
 * Counts this visitor as having started a checkout, once per browser session, for the
 * conversion figure on the admin dashboard. A failure to count never stands in the buyer's way.
 */
export function useCheckoutStart(planType: string, billing: string, flow: 'public' | 'owner', enabled = true) {
  useEffect(() => {
    if (!enabled || !orderSession.claimCheckoutStart()) return;
    publicApi.startCheckout({ planType, billing, flow, visitorId: orderSession.visitorId() }).catch(() => undefined);
  }, [planType, billing, flow, enabled]);
}
