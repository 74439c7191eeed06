/*
 * How purchases read in the API: the account's unclaimed purchases and
 * what an emailed purchase link is for.
 */
import Order from '#models/order'
import User from '#models/user'
import PurchaseToken from '#models/purchase_token'
import { hashPurchaseToken } from '#services/purchase_links'
import { planAllowance } from '#services/subscriptions'
import { clock } from '#services/clock'

export async function purchaseView(order: Order) {
  const { title } = await planAllowance(order.planType)
  return {
    orderId: order.publicId,
    planType: order.planType,
    planTitle: title,
    billing: order.billing,
    status: order.status,
    trialEndsAt: order.trialEndsAt?.toUTC().toISO() ?? null,
    createdAt: order.createdAt.toUTC().toISO(),
  }
}

/** What the link's page needs: the purchase, its address and whether an account holds that address; null for a dead link. */
export async function purchaseLinkView(token: string) {
  const link = await PurchaseToken.query()
    .where('tokenHash', hashPurchaseToken(token))
    .whereNull('usedAt')
    .where('expiresAt', '>', clock.now())
    .first()
  const order = link ? await Order.find(link.orderId) : null
  if (!link || !order) return null
  const account = await User.query().whereRaw('lower(email) = ?', [order.email.toLowerCase()]).first()
  return {
    email: order.email,
    accountExists: account !== null,
    claimed: order.userId !== null,
    expiresAt: link.expiresAt.toUTC().toISO(),
    purchase: await purchaseView(order),
  }
}
