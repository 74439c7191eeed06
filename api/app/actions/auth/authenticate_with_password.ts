import hash from '@adonisjs/core/services/hash'
import { Exception } from '@adonisjs/core/exceptions'
import User from '#models/user'
import { AccountDeactivatedException } from '#exceptions/account_deactivated_exception'
import { ensureEarnedSuperAdmin } from '#actions/auth/earned_super_admin'

export class InvalidCredentialsException extends Exception {
  static status = 400
  static code = 'E_INVALID_CREDENTIALS'
  static message = 'Invalid email or password.'
}

/**
 * Finds the account for an email and password. A missing account still
 * costs one hash comparison, so response times do not reveal which
 * emails have accounts.
 */
export class AuthenticateWithPassword {
  async handle(email: string, password: string) {
    const user = await User.query().whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first()
    if (!user || !user.password) {
      await hash.make(password)
      throw new InvalidCredentialsException()
    }
    if (!(await hash.verify(user.password, password))) throw new InvalidCredentialsException()
    if (!user.isActive) throw new AccountDeactivatedException()
    await ensureEarnedSuperAdmin(user)
    return user
  }
}
