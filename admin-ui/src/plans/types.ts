// The API's shapes come from the SDK.
export type { PlanRecord, SaleStatus } from '@joinflow/sdk/browser';
