import { DateTime } from 'luxon'
import type User from '#models/user'

/**
 * Whether the account's email address is known to be its holder's (a
 * provider confirmed it, or a link sent to it was opened). Claiming a
 * purchase asks this and nothing else.
 */
export function isVerified(user: Pick<User, 'emailVerifiedAt'>): boolean {
  return Boolean(user.emailVerifiedAt)
}

/** Records that a link sent to the account's address was opened. */
export async function markVerified(user: User, at: Date) {
  if (isVerified(user)) return
  user.emailVerifiedAt = DateTime.fromJSDate(at)
  await user.save()
}
