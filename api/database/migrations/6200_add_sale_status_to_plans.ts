import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A plan is on sale, hidden from sale (it can go back on sale), or retired
 * for good. Plans that are not on sale leave the public pricing, quotes and
 * both checkouts, while the accounts already on them keep them. Every plan
 * of an existing install stays on sale with the trial and group limit it
 * has today.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('plans', (table) => {
      table.string('sale_status', 10).notNullable().defaultTo('on_sale')
    })
    this.schema.raw(
      `ALTER TABLE plans ADD CONSTRAINT plans_sale_status_check CHECK (sale_status IN ('on_sale', 'hidden', 'retired'))`
    )
  }

  async down() {
    this.schema.alterTable('plans', (table) => {
      table.dropColumn('sale_status')
    })
  }
}
