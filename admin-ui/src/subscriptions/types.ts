// The API's shapes come from the SDK.
export type { AdminSubscription, SubscriptionStatusName as SubscriptionStatus } from '@joinflow/sdk/browser';
