import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'extension_actions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.integer('group_id').notNullable().unsigned().references('id').inTable('groups').onDelete('CASCADE')
      table.bigInteger('member_request_id').notNullable().unsigned().references('id').inTable('member_requests').onDelete('CASCADE')
      // approve, decline, welcome_message (a direct message), welcome_tag (a mention in the welcome post).
      table.string('type', 20).notNullable()
      table.jsonb('payload').notNullable().defaultTo('{}')
      // pending until the extension reports done or failed.
      table.string('status', 10).notNullable().defaultTo('pending')
      table.text('error').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
    })
    this.schema.raw(`CREATE INDEX extension_actions_pending_index ON extension_actions (user_id, id) WHERE status = 'pending'`)
    this.schema.raw(`CREATE UNIQUE INDEX extension_actions_one_pending_per_kind ON extension_actions (member_request_id, type) WHERE status = 'pending'`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
