import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import authCache from '#services/auth/auth_cache'
import { abilitiesFor } from '#services/tokens/token_abilities'

export const EXTENSION_TOKEN_NAME = 'Chrome extension'

/**
 * Mints the token the dashboard hands to the extension. An owner runs one
 * extension per account, so the tokens earlier hand-offs minted are revoked:
 * a lost browser's token stops working the moment the owner connects again.
 * The token can do what the extension does and nothing more.
 */
export class ConnectExtension {
  async handle(user: User) {
    await db
      .from('auth_access_tokens')
      .where('tokenable_id', user.id)
      .where('type', 'personal_access_token')
      .where('name', EXTENSION_TOKEN_NAME)
      .delete()
    await authCache.invalidateUser(user.id)
    const token = await User.accessTokens.create(user, abilitiesFor('extension'), { name: EXTENSION_TOKEN_NAME })
    return { id: Number(token.identifier), name: EXTENSION_TOKEN_NAME, token: token.value!.release() }
  }
}
