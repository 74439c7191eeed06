import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
 * Billing for a plan's whole life.
 *
 * - Amounts in integer minor units of their currency (orders.amount_minor,
 *   due_today_minor; subscriptions.price_minor; charges.amount_minor);
 *   orders.amount_local stays, written alongside, for readers of the old
 *   shape.
 * - A subscription stores its period (monthly, annual, one_time), price,
 *   currency and current period; cancel at period end, past due with its
 *   retries, a downgrade waiting for the period end, the saved card, and
 *   who renews it: Stripe (gateway_subscription_id) or JoinFlow's renewal
 *   job through the saved payment method. A purchase not yet claimed has
 *   its subscription with no account (user_id null).
 * - charges: every charge and failed attempt; the succeeded ones are the
 *   receipts. billing_events: each gateway event once.
 *
 * Existing rows move into the new shape: subscriptions take period, price,
 * currency and card from their order (monthly with no price for the free
 * trial), paid orders become charges, and successful orders nobody claimed
 * get their subscription.
 */
const MINOR_EXPONENT = `CASE WHEN currency IN ('JPY', 'KRW', 'CLP', 'HUF', 'UGX', 'VND') THEN 1 ELSE 100 END`

/**
 * Moves rows written before this migration into the new shape; running it
 * again changes nothing (tests run it on rows written the old way).
 */
export async function upgradeExistingBillingRows(db: QueryClientContract) {
  await db.rawQuery(
    `UPDATE orders SET amount_minor = round(amount_local * ${MINOR_EXPONENT}),
       due_today_minor = CASE WHEN due_today_cents > 0 THEN round(amount_local * ${MINOR_EXPONENT}) ELSE 0 END
     WHERE amount_minor = 0 AND amount_local > 0`
  )
  // Successful orders nobody claimed get the subscription they would have had.
  await db.rawQuery(
    `INSERT INTO subscriptions (user_id, plan_type, status, trial_ends_at, current_period_end, order_id, created_at, updated_at)
     SELECT NULL, o.plan_type, 'active', o.trial_ends_at,
            CASE o.billing WHEN 'one_time' THEN NULL
                           WHEN 'annual' THEN coalesce(o.trial_ends_at, o.created_at) + interval '1 year'
                           ELSE coalesce(o.trial_ends_at, o.created_at) + interval '1 month' END,
            o.id, o.created_at, now()
     FROM orders o
     WHERE o.user_id IS NULL AND o.status IN ('paid', 'trial')
       AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.order_id = o.id)`
  )
  await db.rawQuery(
    `UPDATE subscriptions s SET
       billing_period = o.billing,
       price_minor = o.amount_minor,
       currency = o.currency,
       price_usd_cents = o.amount_usd_cents,
       current_period_start = CASE WHEN o.billing = 'one_time' THEN o.created_at ELSE coalesce(o.trial_ends_at, o.created_at) END,
       status = CASE WHEN s.status = 'active' AND o.trial_ends_at > now() THEN 'trialing' ELSE s.status END,
       gateway = CASE WHEN o.gateway_reference LIKE 'sandbox_%' THEN 'sandbox' ELSE 'stripe' END,
       card_brand = o.card_brand, card_last4 = o.card_last4,
       card_exp_month = o.card_exp_month, card_exp_year = o.card_exp_year
     FROM orders o WHERE o.id = s.order_id AND s.price_minor = 0 AND s.current_period_start IS NULL`
  )
  await db.rawQuery(
    `INSERT INTO charges (public_id, user_id, subscription_id, order_id, kind, status, amount_minor, currency,
       amount_usd_cents, description, plan_type, billing_period, period_start, period_end, card_brand, card_last4,
       gateway, gateway_reference, idempotency_key, created_at)
     SELECT 'RC-' || substr(o.public_id, 4), o.user_id, s.id, o.id, 'purchase', 'succeeded', o.amount_minor, o.currency,
       o.amount_usd_cents, 'JoinFlow ' || o.plan_type, o.plan_type, o.billing, o.created_at, s.current_period_end,
       o.card_brand, o.card_last4,
       CASE WHEN o.gateway_reference LIKE 'sandbox_%' THEN 'sandbox' ELSE 'stripe' END,
       o.gateway_reference, 'order:' || o.public_id, o.created_at
     FROM orders o LEFT JOIN subscriptions s ON s.order_id = o.id
     WHERE o.status = 'paid' AND NOT EXISTS (SELECT 1 FROM charges c WHERE c.order_id = o.id)
     ON CONFLICT (idempotency_key) DO NOTHING`
  )
}

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.bigInteger('amount_minor').notNullable().defaultTo(0)
      table.bigInteger('due_today_minor').notNullable().defaultTo(0)
    })

    this.schema.raw('ALTER TABLE subscriptions ALTER COLUMN user_id DROP NOT NULL')
    this.schema.raw('ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check')
    this.schema.raw(
      `ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
       CHECK (status IN ('trialing', 'active', 'past_due', 'expired', 'canceled'))`
    )
    this.schema.alterTable('subscriptions', (table) => {
      table.string('billing_period', 10).notNullable().defaultTo('monthly')
      table.bigInteger('price_minor').notNullable().defaultTo(0)
      table.string('currency', 3).notNullable().defaultTo('USD')
      table.integer('price_usd_cents').notNullable().defaultTo(0)
      table.timestamp('current_period_start', { useTz: true }).nullable()
      table.boolean('cancel_at_period_end').notNullable().defaultTo(false)
      table.timestamp('canceled_at', { useTz: true }).nullable()
      table.timestamp('ended_at', { useTz: true }).nullable()
      table.timestamp('past_due_since', { useTz: true }).nullable()
      table.smallint('failed_attempts').notNullable().defaultTo(0)
      table.timestamp('next_retry_at', { useTz: true }).nullable()
      table.string('pending_plan_type', 60).nullable()
      table.string('pending_billing_period', 10).nullable()
      table.string('gateway', 10).notNullable().defaultTo('sandbox')
      table.string('gateway_customer_id', 100).nullable()
      table.string('gateway_payment_method_id', 100).nullable()
      table.string('gateway_subscription_id', 100).nullable().unique()
      table.string('card_brand', 20).nullable()
      table.string('card_last4', 4).nullable()
      table.smallint('card_exp_month').nullable()
      table.smallint('card_exp_year').nullable()
      table.timestamp('trial_reminder_sent_at', { useTz: true }).nullable()
      table.index(['current_period_end'])
      table.index(['next_retry_at'])
    })

    this.schema.createTable('charges', (table) => {
      table.increments('id')
      table.string('public_id', 24).notNullable().unique()
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.integer('subscription_id').nullable().references('id').inTable('subscriptions').onDelete('SET NULL')
      table.integer('order_id').nullable().references('id').inTable('orders').onDelete('SET NULL')
      table.string('kind', 12).notNullable()
      table.string('status', 10).notNullable()
      table.bigInteger('amount_minor').notNullable()
      table.string('currency', 3).notNullable()
      table.integer('amount_usd_cents').notNullable()
      table.string('description', 200).notNullable()
      table.string('plan_type', 60).notNullable()
      table.string('billing_period', 10).notNullable()
      table.timestamp('period_start', { useTz: true }).nullable()
      table.timestamp('period_end', { useTz: true }).nullable()
      table.string('card_brand', 20).nullable()
      table.string('card_last4', 4).nullable()
      table.string('gateway', 10).notNullable()
      table.string('gateway_reference', 100).nullable()
      table.string('idempotency_key', 200).notNullable().unique()
      table.string('failure_reason', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id', 'created_at'])
      table.index(['subscription_id'])
    })
    this.schema.raw(`ALTER TABLE charges ADD CONSTRAINT charges_kind_check CHECK (kind IN ('purchase', 'renewal', 'upgrade'))`)
    this.schema.raw(`ALTER TABLE charges ADD CONSTRAINT charges_status_check CHECK (status IN ('succeeded', 'failed'))`)

    this.schema.createTable('billing_events', (table) => {
      table.bigIncrements('id')
      table.string('gateway', 10).notNullable()
      table.string('event_id', 100).notNullable()
      table.string('type', 80).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['gateway', 'event_id'])
    })

    this.defer(upgradeExistingBillingRows)
  }

  async down() {
    this.schema.dropTable('billing_events')
    this.schema.dropTable('charges')
    this.schema.raw('DELETE FROM subscriptions WHERE user_id IS NULL')
    this.schema.alterTable('subscriptions', (table) => {
      for (const column of [
        'billing_period', 'price_minor', 'currency', 'price_usd_cents', 'current_period_start', 'cancel_at_period_end',
        'canceled_at', 'ended_at', 'past_due_since', 'failed_attempts', 'next_retry_at', 'pending_plan_type',
        'pending_billing_period', 'gateway', 'gateway_customer_id', 'gateway_payment_method_id', 'gateway_subscription_id',
        'card_brand', 'card_last4', 'card_exp_month', 'card_exp_year', 'trial_reminder_sent_at',
      ]) {
        table.dropColumn(column)
      }
    })
    this.schema.raw("UPDATE subscriptions SET status = 'expired' WHERE status = 'past_due'")
    this.schema.raw('ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check')
    this.schema.raw(
      `ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
       CHECK (status IN ('trialing', 'active', 'expired', 'canceled'))`
    )
    this.schema.raw('ALTER TABLE subscriptions ALTER COLUMN user_id SET NOT NULL')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('amount_minor')
      table.dropColumn('due_today_minor')
    })
  }
}
