import { column } from '@adonisjs/lucid/orm'
import OneTimeToken from '#models/one_time_token'

/** Only a SHA-256 hash of the emailed token is kept. */
export default class PasswordResetToken extends OneTimeToken {
  @column()
  declare userId: number
}
