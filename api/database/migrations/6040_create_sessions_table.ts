import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Browser sessions live on the server: the cookie holds only the session's
 * id, so signing out, a password change or a reset ends a session for good
 * (a copy of the old cookie finds nothing). user_id is the account signed
 * in with the session, so every session of an account can be ended at once.
 */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE')
      table.jsonb('data').notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['user_id'])
      table.index(['expires_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
