// The API's shapes come from the SDK.
export type { AnalyticsReport } from '@joinflow/sdk/browser';
