import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order, { SUCCESSFUL_ORDER_STATUSES } from '#models/order'
import type User from '#models/user'
import AttachSubscription, { PlanInForceException } from '#actions/subscriptions/attach_subscription'
import Subscription from '#models/subscription'
import { holdsPlanInForce } from '#domain/subscriptions'
import { accountPlan, planAllowance } from '#services/subscriptions/subscriptions'
import { findUsableToken } from '#services/orders/purchase_links'
import { isVerified, markVerified } from '#services/auth/verified_email'
import { clock } from '#services/infra/clock'

export class EmailNotVerifiedException extends Exception {
  static status = 403
  static code = 'E_EMAIL_NOT_VERIFIED'
  static message = 'Verify your email address first: only its verified holder can add purchases made with it.'
}

export class PurchaseNotFoundException extends Exception {
  static status = 404
  static code = 'E_NOT_FOUND'
  static message = 'There is no unclaimed purchase with this order ID for your email address.'
}

export class InvalidPurchaseLinkException extends Exception {
  static status = 400
  static code = 'E_INVALID_PURCHASE_LINK'
  static message =
    'This link is invalid, already used or expired. Sign in to the customer dashboard with your email and order ID to get a new one.'
}

export class PurchaseForAnotherEmailException extends Exception {
  static status = 403
  static code = 'E_PURCHASE_FOR_ANOTHER_EMAIL'
}

export { PlanInForceException }

/**
 * Hands an unclaimed public purchase to the account holding its email:
 * after a sign-in with that address verified, from the account's list of
 * purchases, or through the link emailed with the purchase. A purchase
 * never replaces a bought plan that is still running; it waits.
 */
export default class ClaimPurchase {
  /** Successful orders placed with the account's email and not yet claimed, newest first; none while the email is unverified. */
  async unclaimed(user: User, client?: TransactionClientContract) {
    if (!isVerified(user)) return []
    return Order.query({ client })
      .whereRaw('lower(email) = ?', [user.email.toLowerCase()])
      .whereNull('userId')
      .whereIn('status', SUCCESSFUL_ORDER_STATUSES)
      .orderBy('id', 'desc')
  }

  async byOrderId(user: User, orderId: string) {
    if (!isVerified(user)) throw new EmailNotVerifiedException()
    return db.transaction(async (trx) => {
      const order = (await this.unclaimed(user, trx)).find((candidate) => candidate.publicId === orderId)
      if (!order) throw new PurchaseNotFoundException()
      return this.#claim(user, order, trx)
    })
  }

  /** The emailed link proves the address, so it also verifies the account's email. */
  async byLink(user: User, token: string) {
    return db.transaction(async (trx) => {
      const link = await findUsableToken(token, trx)
      if (!link) throw new InvalidPurchaseLinkException()
      const order = await Order.query({ client: trx }).where('id', link.orderId).forUpdate().firstOrFail()
      if (order.email.toLowerCase() !== user.email.toLowerCase()) {
        throw new PurchaseForAnotherEmailException(
          `This purchase was made for ${order.email}. Sign in with that address to add it to its account.`
        )
      }
      if (order.userId !== null && order.userId !== user.id) throw new InvalidPurchaseLinkException()
      user.useTransaction(trx)
      await markVerified(user, clock.now())
      if (order.userId === null) await this.#claim(user, order, trx)
      link.useTransaction(trx)
      link.usedAt = DateTime.fromJSDate(clock.now())
      await link.save()
      return order
    })
  }

  /** After a sign-in with a verified address: the newest purchase waiting for it, unless a bought plan still runs. */
  async onVerifiedSignIn(user: User) {
    if (!isVerified(user)) return null
    const plan = await accountPlan(user.id)
    if (!plan || holdsPlanInForce(plan.subscription, clock.now())) return null
    const [newest] = await this.unclaimed(user)
    if (!newest) return null
    return db.transaction((trx) => this.#claim(user, newest, trx))
  }

  async #claim(user: User, order: Order, trx: TransactionClientContract) {
    const plan = await accountPlan(user.id, trx)
    if (plan && holdsPlanInForce(plan.subscription, clock.now())) {
      const { title } = await planAllowance(plan.subscription.planType, trx)
      throw new PlanInForceException(
        `Your account already has the ${title} plan. This purchase can be added once that plan has ended.`
      )
    }
    const subscription = await Subscription.query({ client: trx }).where('orderId', order.id).forUpdate().firstOrFail()
    await new AttachSubscription().handle(user.id, subscription, trx)
    order.userId = user.id
    return order
  }
}
