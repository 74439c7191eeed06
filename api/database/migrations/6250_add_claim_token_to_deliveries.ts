import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The attempt that holds a delivery: each claim writes a new token, and
 * only the attempt holding it may record the result. A retry or a reclaim
 * clears it, so a slow attempt that lost its claim cannot overwrite the
 * newer one's result.
 */
export default class extends BaseSchema {
  protected tableName = 'deliveries'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.uuid('claim_token').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('claim_token')
    })
  }
}
