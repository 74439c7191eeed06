import { DateTime } from 'luxon'
import User from '#models/user'
import ClaimPurchase from '#actions/orders/claim_purchase'

/**
 * Records that a sign-in provider confirmed the account's email, once, and
 * hands the account the newest purchase waiting for that address (unless
 * a bought plan still runs on it).
 */
export default class VerifyEmail {
  async handle(user: User) {
    if (!user.emailVerifiedAt) {
      const account = await User.findOrFail(user.id)
      account.emailVerifiedAt = DateTime.utc()
      await account.save()
      user.emailVerifiedAt = account.emailVerifiedAt
    }
    await new ClaimPurchase().onVerifiedSignIn(user)
  }
}
