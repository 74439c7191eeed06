import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'groups'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.string('facebook_group_id', 120).notNullable()
      table.string('name', 200).notNullable()
      table.text('description').notNullable().defaultTo('')
      table.text('cover_image_url').nullable()
      table.integer('member_count').notNullable().defaultTo(0)
      table.boolean('is_active').notNullable().defaultTo(true)
      // The rule settings (rule_engine AutoApprovalSettings) and welcome-message settings, as JSON.
      table.jsonb('auto_approval').notNullable().defaultTo('{}')
      table.jsonb('welcome_message').notNullable().defaultTo('{}')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id', 'facebook_group_id'])
    })
    // The extension reports by Facebook group id; lookups go through the owner first.
    this.schema.raw('CREATE INDEX groups_facebook_group_id_index ON groups (facebook_group_id)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
