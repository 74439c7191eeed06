import { column } from '@adonisjs/lucid/orm'
import OneTimeToken from '#models/one_time_token'

/** The emailed link that hands a purchase to the holder of its email. Only a SHA-256 hash of the token is kept. */
export default class PurchaseToken extends OneTimeToken {
  @column()
  declare orderId: number
}
