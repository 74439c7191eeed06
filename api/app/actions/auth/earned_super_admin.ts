import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import VerifyEmail from '#actions/subscriptions/verify_email'

/**
 * Super admin is earned, never taken: an account named in
 * SUPER_ADMIN_EMAILS, or the install's first account (the oldest one, so a
 * fresh install gets its super admin), becomes super admin only once its
 * owner has proved the address. Until then it is an owner like any other,
 * so registering someone else's address first gains nothing. Fixed
 * accounts stay super admins whatever the table says.
 */
export async function ensureEarnedSuperAdmin(user: User) {
  if (!user.emailVerifiedAt) return
  if (user.role === 'super_admin' && (user.isActive || !user.isFixedSuperAdmin)) return
  const earned = user.isFixedSuperAdmin || (await isFirstAccount(user))
  if (!earned) return
  user.role = 'super_admin'
  user.permissions = []
  user.isActive = true
  await user.save()
}

async function isFirstAccount(user: User) {
  const first = await db.from('users').min('id as id').first()
  return Number(first?.id) === user.id
}

/**
 * The account's owner proved the address (a verification link, a reset
 * link, or a sign-in provider that confirms it): the account is verified
 * and gets what only verified accounts get.
 */
export async function markEmailVerified(user: User) {
  await new VerifyEmail().handle(user)
  await ensureEarnedSuperAdmin(user)
}
