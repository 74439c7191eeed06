import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Visitors who opened a checkout, once per visitor and plan: the
 * denominator of the admin dashboard's conversion figure.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('checkout_starts', (table) => {
      table.bigIncrements('id')
      table.uuid('visitor_id').notNullable()
      table.string('plan_type', 60).notNullable()
      table.string('billing', 10).notNullable()
      table.string('flow', 10).notNullable()
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['visitor_id', 'plan_type'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('checkout_starts')
  }
}
