import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The Facebook post of a group in which the extension tags new members,
 * kept beside the welcome-message settings: the extension's action list
 * reads it with every tag it hands out.
 */
export default class extends BaseSchema {
  protected tableName = 'groups'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('welcome_post_url').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('welcome_post_url')
    })
  }
}
