/*
 * The Add Group dialog checks the address before sending it, so a typo is pointed out at once.
 * It applies the shared rule the API applies (@joinflow/rules/facebook); the API stays the
 * authority and reads the group id and the default name from the URL.
 */
import { GROUP_URL_MESSAGES as MESSAGES, parseFacebookGroupUrl, type GroupUrlFailure } from '@joinflow/rules/facebook';

export { facebookGroupLink as facebookGroupUrl } from '@joinflow/rules/facebook';

/** The rule's messages as the dialog's toasts show them. */
export const GROUP_URL_MESSAGES = {
  missing: { title: MESSAGES.missing.title, description: MESSAGES.missing.message },
  invalid: { title: MESSAGES.invalid.title, description: MESSAGES.invalid.message },
} as const;

export type GroupUrlProblem = GroupUrlFailure;

/** What is wrong with a pasted group address, or null when it names a group. */
export function groupUrlProblem(input: string): GroupUrlProblem | null {
  const parsed = parseFacebookGroupUrl(input);
  return parsed.ok ? null : parsed.failure;
}
