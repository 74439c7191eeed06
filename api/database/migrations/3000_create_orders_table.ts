import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Orders from the public purchase flow, customer details included. Only
 * the card's brand, last four digits and expiry are kept: never its number
 * or security code.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('orders', (table) => {
      table.increments('id')
      table.string('public_id', 24).notNullable().unique()
      table.string('email', 254).notNullable()
      table.string('first_name', 120).notNullable()
      table.string('last_name', 120).notNullable()
      table.string('country', 80).notNullable()
      table.boolean('marketing_consent').notNullable().defaultTo(false)
      table.string('plan_type', 60).notNullable()
      table.string('billing', 10).notNullable()
      table.integer('amount_usd_cents').notNullable()
      table.decimal('amount_local', 14, 2).notNullable()
      table.string('currency', 3).notNullable()
      table.integer('due_today_cents').notNullable()
      table.timestamp('trial_ends_at', { useTz: true }).nullable()
      table.string('status', 10).notNullable()
      table.string('card_brand', 20).notNullable()
      table.string('card_last4', 4).notNullable()
      table.smallint('card_exp_month').notNullable()
      table.smallint('card_exp_year').notNullable()
      table.string('gateway_reference', 100).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['email'])
    })
  }

  async down() {
    this.schema.dropTable('orders')
  }
}
