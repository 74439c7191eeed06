import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The owner's Chrome extension as the API last heard from it: one row per
 * owner, written by every health report, so the dashboard can say whether
 * it is installed, connected and able to read Facebook's page.
 */
export default class extends BaseSchema {
  protected tableName = 'extension_installations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE').unique()
      // ok, markup_changed (Facebook's page could not be read) or error.
      table.string('health', 20).notNullable().defaultTo('ok')
      table.text('health_detail').nullable()
      table.string('version', 40).nullable()
      table.text('page_url').nullable()
      // The token the extension last called with; connected while it still exists.
      table.bigInteger('access_token_id').nullable()
      table.timestamp('last_seen_at', { useTz: true }).notNullable()
      table.timestamp('health_changed_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
