import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * An owner's Google account for Sheets (tokens encrypted with APP_KEY), the
 * owner's privacy settings, and when a member's contact data was erased.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('google_connections', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().unsigned().unique().references('id').inTable('users').onDelete('CASCADE')
      table.string('email', 254).nullable()
      table.text('access_token').notNullable()
      table.text('refresh_token').nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.text('scope').nullable()
      // connected, or revoked once Google refuses the refresh token.
      table.string('status', 12).notNullable().defaultTo('connected')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.createTable('privacy_settings', (table) => {
      table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE')
      table.boolean('erase_after_delivery').notNullable().defaultTo(false)
      table.integer('retention_days').nullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.alterTable('member_requests', (table) => {
      table.timestamp('contact_erased_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('member_requests', (table) => {
      table.dropColumn('contact_erased_at')
    })
    this.schema.dropTable('privacy_settings')
    this.schema.dropTable('google_connections')
  }
}
