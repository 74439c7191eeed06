import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('member_requests', (table) => {
      /*
       * Set while the rules approved a request but the group's hourly limit
       * was reached: the start of the hour window in which it may be
       * approved. Cleared once the request is decided.
       */
      table.timestamp('held_until', { useTz: true }).nullable()
    })
    this.schema.raw('CREATE INDEX member_requests_held_index ON member_requests (group_id, held_until, id) WHERE held_until IS NOT NULL')

    this.schema.alterTable('groups', (table) => {
      /*
       * The rule approvals of the group's current hour window, for
       * maxApprovalsPerHour. Kept on the group row, which every decision by
       * the rules locks anyway, so checking the limit costs no count over
       * the hour's requests, however busy the group.
       */
      table.timestamp('rule_approvals_window', { useTz: true }).nullable()
      table.integer('rule_approvals_in_window').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('groups', (table) => {
      table.dropColumn('rule_approvals_window')
      table.dropColumn('rule_approvals_in_window')
    })
    this.schema.raw('DROP INDEX member_requests_held_index')
    this.schema.alterTable('member_requests', (table) => {
      table.dropColumn('held_until')
    })
  }
}
