/*
 * How purchases read in the API: the account's unclaimed purchases and
 * what an emailed purchase link is for.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { money, toMajor } from '#domain/money'
import Subscription from '#models/subscription'
import Order from '#models/order'
import User from '#models/user'
import PurchaseToken from '#models/purchase_token'
import { hashPurchaseToken } from '#services/orders/purchase_links'
import { planAllowance } from '#services/subscriptions/subscriptions'
import { clock } from '#services/infra/clock'

/** What was paid today and what is due when the trial ends, in minor units and, for older clients, major ones. */
export function orderReceipt(order: Order) {
  const dueLaterMinor = order.status === 'trial' ? order.amountMinor : 0
  return {
    orderId: order.publicId,
    planType: order.planType,
    billing: order.billing,
    trialEndsAt: order.trialEndsAt?.toUTC().toISO() ?? null,
    currency: order.currency,
    dueToday: toMajor(order.dueTodayMinor, order.currency),
    dueLater: toMajor(dueLaterMinor, order.currency),
    dueTodayMinor: order.dueTodayMinor,
    dueLaterMinor,
  }
}

/**
 * The customer dashboard: the purchaser, the plan's real title, amount,
 * status and next renewal, and whether the purchase is in an account yet
 * (if not, the dashboard offers the set-up link).
 */
export async function customerView(order: Order) {
  const subscription = await Subscription.findBy('orderId', order.id)
  const { title } = await planAllowance(order.planType)
  const running = subscription && ['trialing', 'active', 'past_due'].includes(subscription.status)
  return {
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    orderId: order.publicId,
    planType: subscription?.planType ?? order.planType,
    planTitle: subscription ? (await planAllowance(subscription.planType)).title : title,
    billing: subscription?.billingPeriod ?? order.billing,
    price: money(subscription?.priceMinor ?? order.amountMinor, subscription?.currency ?? order.currency),
    status: subscription?.status ?? 'expired',
    trialEndsAt: order.trialEndsAt?.toUTC().toISO() ?? null,
    renewsAt:
      running && subscription.billingPeriod !== 'one_time' && !subscription.cancelAtPeriodEnd
        ? (subscription.currentPeriodEnd?.toUTC().toISO() ?? null)
        : null,
    accountSetUp: order.userId !== null,
    accountExists: await accountExistsFor(order.email),
  }
}

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

export async function accountExistsFor(email: string, client?: QueryClientContract) {
  return (await User.query({ client }).whereRaw('lower(email) = ?', [email.toLowerCase()]).first()) !== null
}
