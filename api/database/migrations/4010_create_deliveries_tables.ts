import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * One delivery per (member request, integration), and every attempt at it.
 * The owner is kept on each delivery so the owner's lists never read
 * another owner's rows.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('deliveries', (table) => {
      table.bigIncrements('id')
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.bigInteger('member_request_id').notNullable().references('id').inTable('member_requests').onDelete('CASCADE')
      table.integer('integration_id').notNullable().unsigned().references('id').inTable('integrations').onDelete('CASCADE')
      // queued, delivering, delivered, retrying, failed or skipped.
      table.string('status', 12).notNullable().defaultTo('queued')
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.integer('last_status_code').nullable()
      table.string('external_id', 200).nullable()
      table.timestamp('next_attempt_at', { useTz: true }).nullable()
      table.timestamp('claimed_at', { useTz: true }).nullable()
      table.timestamp('delivered_at', { useTz: true }).nullable()
      // When the member was approved (or captured, for integrations that take captured members).
      table.timestamp('approved_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['member_request_id', 'integration_id'])
    })
    this.schema.raw(
      `ALTER TABLE deliveries ADD CONSTRAINT deliveries_status_check CHECK (status IN ('queued', 'delivering', 'delivered', 'retrying', 'failed', 'skipped'))`
    )
    this.schema.raw('CREATE INDEX deliveries_owner_created_index ON deliveries (user_id, created_at DESC, id DESC)')
    this.schema.raw('CREATE INDEX deliveries_integration_status_index ON deliveries (integration_id, status)')

    this.schema.createTable('delivery_attempts', (table) => {
      table.bigIncrements('id')
      table.bigInteger('delivery_id').notNullable().references('id').inTable('deliveries').onDelete('CASCADE')
      table.integer('attempt').notNullable()
      table.timestamp('started_at', { useTz: true }).notNullable()
      table.integer('duration_ms').notNullable()
      table.integer('status_code').nullable()
      // delivered, already_present, skipped, rate_limited, transient, auth, not_found, invalid.
      table.string('outcome', 20).notNullable()
      table.text('message').nullable()
      table.index(['delivery_id', 'attempt'])
    })

    this.schema.createTable('notifications', (table) => {
      table.bigIncrements('id')
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      table.string('title', 200).notNullable()
      table.text('body').notNullable()
      table.string('link', 500).nullable()
      table.integer('integration_id').nullable().unsigned().references('id').inTable('integrations').onDelete('CASCADE')
      table.timestamp('read_at', { useTz: true }).nullable()
      // Set when what it reported is over (the integration works again), so a new failure raises a new one.
      table.timestamp('resolved_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
    this.schema.raw('CREATE INDEX notifications_owner_created_index ON notifications (user_id, created_at DESC, id DESC)')
    this.schema.raw(
      'CREATE UNIQUE INDEX notifications_open_per_integration_index ON notifications (integration_id, kind) WHERE resolved_at IS NULL AND integration_id IS NOT NULL'
    )
  }

  async down() {
    this.schema.dropTable('notifications')
    this.schema.dropTable('delivery_attempts')
    this.schema.dropTable('deliveries')
  }
}
