import { DateTime } from 'luxon'
import User from '#models/user'
import ActivateSubscription from '#actions/subscriptions/activate_subscription'

/**
 * Records that a sign-in provider confirmed the account's email, once, and
 * gives the account the plan of an order placed earlier with that email.
 */
export default class VerifyEmail {
  async handle(user: User) {
    if (user.emailVerifiedAt) return
    const account = await User.findOrFail(user.id)
    account.emailVerifiedAt = DateTime.utc()
    await account.save()
    user.emailVerifiedAt = account.emailVerifiedAt
    await new ActivateSubscription().forNewlyVerifiedAccount(account)
  }
}
