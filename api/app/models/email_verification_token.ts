import { column } from '@adonisjs/lucid/orm'
import OneTimeToken from '#models/one_time_token'

/** A link confirming one address of one account; only a SHA-256 hash of the emailed token is kept. */
export default class EmailVerificationToken extends OneTimeToken {
  @column()
  declare userId: number

  @column()
  declare email: string
}
