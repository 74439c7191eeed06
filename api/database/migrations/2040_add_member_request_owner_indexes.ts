import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * An owner's rows are spread over the table in arrival order, so counting
 * them by status, or today's decisions, through (user_id, created_at) reads
 * one heap page per row. These two indexes answer both from the index
 * alone: the filtered list's count and first page, and the dashboard's
 * figures.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX member_requests_owner_status_created_index ON member_requests (user_id, status, created_at DESC, id DESC)'
    )
    this.schema.raw(
      `CREATE INDEX member_requests_owner_decided_index ON member_requests (user_id, decided_at) INCLUDE (status, decided_by) WHERE status IN ('approved', 'declined')`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX member_requests_owner_decided_index')
    this.schema.raw('DROP INDEX member_requests_owner_status_created_index')
  }
}
