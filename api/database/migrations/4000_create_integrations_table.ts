import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Every destination an owner sends members to, whatever its kind (email
 * platform, SMS platform, Google Sheet, webhook), with its credentials
 * encrypted with APP_KEY; and the requests for platforms still missing.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('integrations', (table) => {
      table.increments('id')
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      // email, sms, sheets or webhook.
      table.string('kind', 10).notNullable()
      table.string('platform', 60).notNullable()
      table.string('name', 200).notNullable()
      table.string('list_id', 200).nullable()
      // api_key or oauth.
      table.string('auth_method', 10).notNullable().defaultTo('api_key')
      table.text('credentials').nullable()
      table.string('credential_hint', 12).nullable()
      // sheetName, spreadsheetId, description, url, sendWelcomeSms, trigger, ratePerSecond.
      table.jsonb('settings').notNullable().defaultTo('{}')
      // The groups it covers; null covers all of the owner's groups.
      table.specificType('group_ids', 'integer[]').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.string('status', 20).notNullable().defaultTo('connected')
      table.text('last_error').nullable()
      table.timestamp('token_expires_at', { useTz: true }).nullable()
      table.timestamp('last_delivery_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id', 'kind', 'created_at'])
    })
    this.schema.raw(`ALTER TABLE integrations ADD CONSTRAINT integrations_kind_check CHECK (kind IN ('email', 'sms', 'sheets', 'webhook'))`)
    this.schema.raw(`ALTER TABLE integrations ADD CONSTRAINT integrations_status_check CHECK (status IN ('connected', 'needs_attention'))`)

    this.schema.createTable('integration_requests', (table) => {
      table.increments('id')
      table.integer('user_id').nullable().unsigned().references('id').inTable('users').onDelete('SET NULL')
      table.string('platform_name', 200).notNullable()
      table.string('platform_url', 2000).notNullable()
      table.string('category', 40).notNullable()
      table.text('description').nullable()
      table.text('use_case').nullable()
      table.string('api_documentation', 2000).nullable()
      table.string('estimated_users', 20).nullable()
      table.string('urgency', 20).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })

    // A token bucket per integration, shared by every worker process.
    this.schema.createTable('integration_rate_buckets', (table) => {
      table.integer('integration_id').primary().references('id').inTable('integrations').onDelete('CASCADE')
      table.double('tokens').notNullable()
      // How many calls the last take was granted, read back by the statement that took them.
      table.integer('granted').notNullable().defaultTo(0)
      table.timestamp('refilled_at', { useTz: true }).notNullable()
    })

    // What an OAuth sign-in started, checked when the provider sends the owner back.
    this.schema.createTable('oauth_states', (table) => {
      table.string('state', 64).primary()
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.string('provider', 40).notNullable()
      table.string('code_verifier', 128).nullable()
      table.string('redirect_uri', 2000).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('oauth_states')
    this.schema.dropTable('integration_rate_buckets')
    this.schema.dropTable('integration_requests')
    this.schema.dropTable('integrations')
  }
}
