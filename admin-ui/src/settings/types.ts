// The API's shapes come from the SDK.
export type { PrivacySettings } from '@joinflow/sdk/browser';
