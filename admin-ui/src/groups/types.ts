// The API's shapes come from the SDK.
export type { Group, GroupCreateParams as NewGroup } from '@joinflow/sdk/browser';
