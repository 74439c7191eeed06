import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A public purchase no longer lands on the account that happens to carry
 * its email: it waits, unclaimed, until the holder of that address claims
 * it, signed in with the address verified or through the emailed link
 * (purchase_tokens keeps only a hash of that link's token). Checkout is
 * idempotent: the order is written as pending before the card is charged,
 * under the checkout attempt's key, and a retry with the key gets the
 * first attempt's outcome. A declined order says why.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('orders', (table) => {
      table.string('idempotency_key', 100).nullable().unique()
      table.string('failure_reason', 255).nullable()
      table.timestamp('claimed_at', { useTz: true }).nullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    // Written before the gateway has answered, so the reference comes later.
    this.schema.raw('ALTER TABLE orders ALTER COLUMN gateway_reference DROP NOT NULL')
    this.schema.raw(
      `ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'trial', 'failed'))`
    )
    this.schema.raw(
      `CREATE INDEX orders_unclaimed_email_index ON orders (lower(email)) WHERE user_id IS NULL AND status IN ('paid', 'trial')`
    )
    // Orders already linked to an account were claimed when they were placed.
    this.defer(async (db) => {
      await db.rawQuery('UPDATE orders SET claimed_at = created_at WHERE user_id IS NOT NULL AND claimed_at IS NULL')
    })

    this.schema.createTable('purchase_tokens', (table) => {
      table.increments('id')
      table.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['order_id'])
    })
  }

  async down() {
    this.schema.dropTable('purchase_tokens')
    this.schema.raw('DROP INDEX IF EXISTS orders_unclaimed_email_index')
    this.schema.raw('ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('idempotency_key')
      table.dropColumn('failure_reason')
      table.dropColumn('claimed_at')
      table.dropColumn('updated_at')
    })
  }
}
