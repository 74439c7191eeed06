import SubscriptionsIcon from '@mui/icons-material/AutorenewOutlined';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';
import type { AdminSubscription } from './types';

// Subscriptions are read-only here: they follow purchases, trials and renewals.
export const subscriptions = {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: SubscriptionsIcon,
  recordRepresentation: (subscription: AdminSubscription) => `${subscription.email} · ${subscription.planType}`,
};
