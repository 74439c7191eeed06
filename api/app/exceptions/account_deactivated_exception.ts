import { Exception } from '@adonisjs/core/exceptions'

export class AccountDeactivatedException extends Exception {
  static status = 403
  static code = 'E_ACCOUNT_DEACTIVATED'
  static message = 'This account has been deactivated.'
}
