import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'message_templates'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.string('name', 120).notNullable()
      table.string('category', 20).notNullable().defaultTo('general')
      table.text('description').nullable()
      table.text('template').notNullable()
      table.boolean('is_approved').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('usage_count').notNullable().defaultTo(0)
      table.integer('approved_by_user_id').nullable().unsigned().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('approved_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id'])
    })
    this.schema.raw(`ALTER TABLE message_templates ADD CONSTRAINT message_templates_category_check CHECK (category IN ('welcome', 'approval', 'rejection', 'general'))`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
