// The API's shapes come from the SDK.
export type { Group, GroupCreateParams as NewGroup } from '@joinflow/sdk/browser';

/** What a group's member count is: the members JoinFlow approved, not the group's size on Facebook. */
export const MEMBER_COUNT_MEANING = 'Members approved through JoinFlow';
