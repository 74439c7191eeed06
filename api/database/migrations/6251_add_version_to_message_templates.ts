import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Each saved edit of a template counts up its version. Approving names the
 * version the reviewer read, so an edit made after they opened it is
 * never approved unseen. Existing templates start at version 1.
 */
export default class extends BaseSchema {
  protected tableName = 'message_templates'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('version').notNullable().defaultTo(1)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('version')
    })
  }
}
