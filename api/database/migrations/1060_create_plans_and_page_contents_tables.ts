import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('plans', (table) => {
      table.increments('id')
      table.string('plan_type', 60).notNullable().unique()
      table.string('title', 120).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.integer('price').notNullable()
      table.string('billing_period', 10).notNullable().defaultTo('monthly')
      table.integer('annual_price').nullable()
      table.integer('annual_original_price').nullable()
      table.integer('trial_days').notNullable().defaultTo(7)
      table.string('button_text', 60).notNullable()
      table.boolean('is_popular').notNullable().defaultTo(false)
      table.jsonb('features').notNullable().defaultTo('[]')
      table.integer('group_limit').nullable()
      table.integer('sort_order').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    this.schema.createTable('page_contents', (table) => {
      table.increments('id')
      table.string('page', 60).notNullable()
      table.string('content_key', 60).notNullable()
      table.text('content_value').notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['page', 'content_key'])
    })
  }

  async down() {
    this.schema.dropTable('page_contents')
    this.schema.dropTable('plans')
  }
}
