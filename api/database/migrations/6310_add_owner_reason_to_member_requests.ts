import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The reason an owner gives when deciding a request by hand is kept on the
 * request (and, for a decline, still passed on to Facebook), so the owner
 * and their team can read later why a member was let in or turned away.
 * Decisions made before this change have none.
 */
export default class extends BaseSchema {
  protected tableName = 'member_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('owner_reason').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('owner_reason')
    })
  }
}
