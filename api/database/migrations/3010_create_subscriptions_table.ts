import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One subscription per owner account: a 7-day trial from sign-up, then the
 * plan bought in the owner checkout or by an order placed with the owner's
 * verified email. Orders remember the account they were bought from, and
 * accounts when their email was verified (provider sign-in).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('email_verified_at', { useTz: true }).nullable()
    })
    this.schema.alterTable('orders', (table) => {
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.index(['user_id'])
    })
    this.schema.createTable('subscriptions', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('plan_type', 60).notNullable()
      table.string('status', 10).notNullable()
      table.timestamp('trial_ends_at', { useTz: true }).nullable()
      table.timestamp('current_period_end', { useTz: true }).nullable()
      table.integer('order_id').nullable().references('id').inTable('orders').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['status'])
    })
    this.schema.raw(
      `ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
       CHECK (status IN ('trialing', 'active', 'expired', 'canceled'))`
    )
    // Every existing account gets the trial it would have had from its sign-up.
    this.defer(async (db) => {
      await db.rawQuery(
        `INSERT INTO subscriptions (user_id, plan_type, status, trial_ends_at, created_at, updated_at)
         SELECT id, 'trial', 'trialing', created_at + interval '7 days', now(), now() FROM users
         ON CONFLICT (user_id) DO NOTHING`
      )
    })
  }

  async down() {
    this.schema.dropTable('subscriptions')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('user_id')
    })
    this.schema.alterTable('users', (table) => {
      table.dropColumn('email_verified_at')
    })
  }
}
