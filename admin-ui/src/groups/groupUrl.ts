/*
 * The Add Group dialog checks the address before sending it, so a typo is pointed out at once.
 * The API applies the same rule (api/app/domain/facebook_group_url.ts) and stays the authority:
 * it reads the group id and the default name from the URL.
 */
const GROUP_URL = /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?facebook\.com\/groups\/([a-z0-9._-]{1,100})\/?(?:[?#][^\s]*)?$/i;

export const GROUP_URL_MESSAGES = {
  missing: { title: 'Missing URL', description: 'Please enter a Facebook group URL.' },
  invalid: {
    title: 'Invalid URL',
    description: 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)',
  },
} as const;

export type GroupUrlProblem = keyof typeof GROUP_URL_MESSAGES;

/** What is wrong with a pasted group address, or null when it names a group. */
export function groupUrlProblem(input: string): GroupUrlProblem | null {
  const value = input.trim();
  if (!value) return 'missing';
  const match = value.length <= 2000 ? GROUP_URL.exec(value) : null;
  // A slug of dots and dashes alone names nothing.
  if (!match || !/[a-z0-9]/i.test(match[1])) return 'invalid';
  return null;
}

export const facebookGroupUrl = (facebookGroupId: string) =>
  `https://www.facebook.com/groups/${encodeURIComponent(facebookGroupId)}`;
