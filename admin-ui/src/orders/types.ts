// The API's shapes come from the SDK.
export type { AdminOrder } from '@joinflow/sdk/browser';
