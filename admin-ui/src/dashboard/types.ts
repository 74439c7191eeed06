// The API's shapes come from the SDK.
export type { DashboardFigures, DashboardStats } from '@joinflow/sdk/browser';
