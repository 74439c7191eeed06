import { Exception } from '@adonisjs/core/exceptions'

/** The extension reported a Facebook group the signed-in owner has not connected. */
export class GroupNotConnectedException extends Exception {
  static status = 404
  static code = 'E_GROUP_NOT_CONNECTED'
  static message = 'This group is not connected to JoinFlow.'
}
