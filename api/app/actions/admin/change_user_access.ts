import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import User, { ADMIN_PERMISSIONS } from '#models/user'
import authCache from '#services/auth/auth_cache'
import type { ChangeRoleInput, ChangeStatusInput, UpdateUserInput } from '#validators/admin_user'

export class ProtectedAccountException extends Exception {
  static status = 403
  static code = 'E_PROTECTED_ACCOUNT'
}

export class UnverifiedEmailException extends Exception {
  static status = 409
  static code = 'E_EMAIL_NOT_VERIFIED'
  static message =
    'This account has not confirmed its email address yet, so it cannot be made an admin. It can be once the owner opens the confirmation link.'
}

/** Super admins' role and status are changed by nobody, and nobody changes their own status. */
function ensureChangeable(target: User, actor: User, what: 'role' | 'status') {
  if (target.isSuperAdmin || target.isFixedSuperAdmin) {
    throw new ProtectedAccountException(`A super admin's ${what} cannot be changed.`)
  }
  if (what === 'status' && target.id === actor.id) {
    throw new ProtectedAccountException('You cannot change your own status.')
  }
}

/**
 * Role changes between user and admin (spec section 4): admin holds
 * manage_pricing and manage_content (or the chosen ones of them), user
 * holds none.
 */
export class ChangeUserRole {
  async handle(target: User, actor: User, { role, permissions }: ChangeRoleInput) {
    ensureChangeable(target, actor, 'role')
    // Power goes only to an account whose owner proved the address it was registered with.
    if (role !== 'user' && !target.emailVerifiedAt) throw new UnverifiedEmailException()
    target.role = role
    target.permissions = permissionsFor(role, permissions)
    await target.save()
    return target
  }
}

function permissionsFor(role: 'user' | 'admin', permissions: ChangeRoleInput['permissions']) {
  return role === 'admin' ? (permissions?.length ? permissions : [...ADMIN_PERMISSIONS]) : []
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item))

/**
 * Activates or deactivates an account. Deactivating signs it out
 * everywhere: its API tokens are deleted, its cached sign-in is dropped in
 * every process (User's afterSave), and its browser sessions are refused
 * from the next request on, since every request reads the account again.
 */
export class ChangeUserStatus {
  async handle(target: User, actor: User, { isActive }: ChangeStatusInput) {
    ensureChangeable(target, actor, 'status')
    await db.transaction(async (trx) => {
      target.useTransaction(trx)
      target.isActive = isActive
      await target.save()
      if (!isActive) await trx.from('auth_access_tokens').where('tokenable_id', target.id).delete()
    })
    // Again once committed, so no process caches the account as it was before the commit.
    await authCache.invalidateUser(target.id)
    return target
  }
}

/**
 * The users resource's edit: changes the role (with its permissions) and
 * the active status where they differ from the account's. What comes back
 * unchanged is no change, so a super admin's record saved as it was passes.
 */
export class UpdateUserAccess {
  async handle(target: User, actor: User, { role, permissions, isActive }: UpdateUserInput) {
    const wanted = role ?? target.role
    if (wanted !== 'super_admin' || target.role !== 'super_admin') {
      const assignable = wanted as 'user' | 'admin'
      const granted = permissionsFor(assignable, permissions ?? target.permissions)
      if (wanted !== target.role || !sameSet(granted, target.permissions)) {
        await new ChangeUserRole().handle(target, actor, { role: assignable, permissions: granted })
      }
    }
    if (isActive !== undefined && isActive !== target.isActive) {
      await new ChangeUserStatus().handle(target, actor, { isActive })
    }
    return target
  }
}
