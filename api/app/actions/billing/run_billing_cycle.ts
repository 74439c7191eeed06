import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#models/subscription'
import { TRIAL_REMINDER_DAYS } from '#domain/billing'
import { TRIAL_PLAN_TYPE } from '#domain/pricing'
import RenewSubscription from '#actions/billing/renew_subscription'
import { paymentGateway } from '#services/payments/main'
import { billingAddress, trialEndingEmail } from '#services/billing/mail'
import { planAllowance } from '#services/subscriptions/subscriptions'
import { sendMail, type OutgoingMail } from '#services/infra/mail_outbox'
import { clock } from '#services/infra/clock'

const DAY_MS = 24 * 60 * 60 * 1000

type Due = (query: ModelQueryBuilderContract<typeof Subscription>, now: Date) => void

/** Periods ending for a plan canceled at the period end (Stripe's too: it ends them the same moment). */
const endingCanceled: Due = (query, now) =>
  query.where('cancelAtPeriodEnd', true).whereIn('status', ['trialing', 'active', 'past_due']).where('currentPeriodEnd', '<=', now)

/** Bought recurring plans JoinFlow renews itself (no gateway subscription) whose trial or period has ended. */
const dueRenewals: Due = (query, now) =>
  query
    .whereIn('status', ['trialing', 'active'])
    .whereNot('planType', TRIAL_PLAN_TYPE)
    .whereNot('billingPeriod', 'one_time')
    .whereNull('gatewaySubscriptionId')
    .where('cancelAtPeriodEnd', false)
    .where('currentPeriodEnd', '<=', now)

/** Failed renewals whose next try has come. */
const dueRetries: Due = (query, now) =>
  query.where('status', 'past_due').whereNull('gatewaySubscriptionId').where('nextRetryAt', '<=', now)

export interface BillingCycleReport {
  reminded: number
  ended: number
  renewed: number
  failed: number
}

/**
 * Everything that happens to subscriptions as time passes, run every few
 * minutes by the billing.run-cycle job, and safe to run any number of
 * times at once: reminders two days before a trial ends (each sent once),
 * plans canceled at their period end stopping then, and renewals and
 * their retries charged through the saved card. Each subscription is
 * handled in its own transaction holding its row (others skip it), so
 * two runs never charge a period twice.
 */
export default class RunBillingCycle {
  async handle(now = clock.now()): Promise<BillingCycleReport> {
    const report: BillingCycleReport = { reminded: await this.#remindTrialEnds(now), ended: 0, renewed: 0, failed: 0 }
    report.ended = await this.#each(endingCanceled, now, async (subscription, trx) => {
      subscription.useTransaction(trx)
      subscription.merge({ status: 'canceled', endedAt: subscription.currentPeriodEnd, nextRetryAt: null, pendingPlanType: null, pendingBillingPeriod: null })
      await subscription.save()
      return []
    })
    const renew = new RenewSubscription(paymentGateway())
    for (const due of [dueRenewals, dueRetries]) {
      await this.#each(due, now, async (subscription, trx) => {
        const mails = await renew.handle(subscription, now, trx)
        if (subscription.status === 'active') report.renewed += 1
        else report.failed += 1
        return mails
      })
    }
    return report
  }

  /** Marks each reminder sent in the same statement that picks it, so a second run never sends it again. */
  async #remindTrialEnds(now: Date) {
    const { rows } = await db.rawQuery(
      `UPDATE subscriptions SET trial_reminder_sent_at = :now
       WHERE status = 'trialing' AND trial_reminder_sent_at IS NULL AND cancel_at_period_end = false
         AND trial_ends_at > :now AND trial_ends_at <= :soon
         AND (user_id IS NOT NULL OR plan_type <> :trial)
       RETURNING id`,
      { now, soon: new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS), trial: TRIAL_PLAN_TYPE }
    )
    for (const { id } of rows as { id: number }[]) {
      const subscription = await Subscription.findOrFail(id)
      const to = await billingAddress(subscription)
      if (!to) continue
      const { title } = await planAllowance(subscription.planType)
      await sendMail(trialEndingEmail(subscription, title, to))
    }
    return rows.length
  }

  /**
   * Handles every subscription `due` picks, one transaction each. A row
   * another run holds is skipped (it is being handled); one that failed
   * here (the gateway out of reach) is left for the next run.
   */
  async #each(due: Due, now: Date, handle: (subscription: Subscription, trx: TransactionClientContract) => Promise<OutgoingMail[]>) {
    const skipped: number[] = []
    let handled = 0
    for (;;) {
      let mails: OutgoingMail[] = []
      let pickedId: number | null = null
      try {
        await db.transaction(async (trx) => {
          const query = Subscription.query({ client: trx })
          due(query, now)
          const subscription = await query.whereNotIn('id', skipped).orderBy('id').limit(1).forUpdate().skipLocked().first()
          if (!subscription) return
          pickedId = subscription.id
          mails = await handle(subscription, trx)
        })
      } catch (error) {
        logger.warn(
          { subscriptionId: pickedId, reason: (error as Error).message },
          'a subscription could not be billed now; it is tried again at the next run'
        )
        if (pickedId === null) break
        skipped.push(pickedId)
        continue
      }
      if (pickedId === null) break
      handled += 1
      for (const mail of mails) await sendMail(mail)
    }
    return handled
  }
}

