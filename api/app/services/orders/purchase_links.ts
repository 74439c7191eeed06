/*
 * The link emailed with a public purchase: whoever opens it holds the
 * purchase's email address, so it hands the purchase to that address's
 * account. Single-use and expiring; only a hash of its token is stored.
 */
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PurchaseToken from '#models/purchase_token'
import type Order from '#models/order'
import { publicUrl } from '#services/infra/app_url'
import { clock } from '#services/infra/clock'

export const PURCHASE_LINK_LIFETIME = { days: 7 }

export function hashPurchaseToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** A new link for the order; earlier ones keep working until used or expired. */
export async function createPurchaseLink(order: Order, client?: TransactionClientContract) {
  const token = randomBytes(32).toString('base64url')
  await PurchaseToken.create(
    {
      orderId: order.id,
      tokenHash: hashPurchaseToken(token),
      expiresAt: DateTime.fromJSDate(clock.now()).plus(PURCHASE_LINK_LIFETIME),
      usedAt: null,
    },
    { client }
  )
  return `${publicUrl()}/account-setup?token=${token}`
}

/** The unused, unexpired token, locked for the caller's transaction; null otherwise. */
export function findUsableToken(token: string, client: TransactionClientContract) {
  return PurchaseToken.query({ client })
    .where('tokenHash', hashPurchaseToken(token))
    .whereNull('usedAt')
    .where('expiresAt', '>', clock.now())
    .forUpdate()
    .first()
}
