import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 254).notNullable()
      table.string('password').nullable()
      table.string('first_name', 100).nullable()
      table.string('last_name', 100).nullable()
      table.string('role', 20).notNullable().defaultTo('user')
      table.boolean('is_active').notNullable().defaultTo(true)
      table.jsonb('permissions').notNullable().defaultTo('[]')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    // Emails compare case-insensitively: one account per address however it is typed.
    this.schema.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))')
    this.schema.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin', 'super_admin'))`)
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
