import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'member_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      // The owner is kept on every row so each owner's lists never scan another owner's requests.
      table.integer('user_id').notNullable().unsigned().references('id').inTable('users').onDelete('CASCADE')
      table.integer('group_id').notNullable().unsigned().references('id').inTable('groups').onDelete('CASCADE')
      table.string('facebook_user_id', 120).notNullable()
      table.string('name', 200).notNullable()
      table.text('profile_url').nullable()
      table.text('profile_image_url').nullable()
      table.string('email', 254).nullable()
      table.string('phone', 32).nullable()
      table.jsonb('answers').notNullable().defaultTo('[]')
      table.boolean('agreed_to_rules').nullable()
      table.date('joined_facebook_at').nullable()
      table.string('lives_in', 200).nullable()
      table.integer('groups_in_common').nullable()
      table.string('invited_by', 200).nullable()
      table.timestamp('requested_at', { useTz: true }).nullable()
      // pending (Pending Review), approved (Auto-Approved / approved by hand), declined (Denied).
      table.string('status', 10).notNullable().defaultTo('pending')
      // What the rules said: approve, decline or review; reasons in words.
      table.string('decision', 10).notNullable().defaultTo('review')
      table.jsonb('reasons').notNullable().defaultTo('[]')
      // rules, owner (by hand in JoinFlow) or facebook (an admin's click on Facebook's own button).
      table.string('decided_by', 10).nullable()
      table.integer('decided_by_user_id').nullable().unsigned().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('decided_at', { useTz: true }).nullable()
      table.text('welcome_message').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['group_id', 'facebook_user_id'])
    })
    this.schema.raw(`ALTER TABLE member_requests ADD CONSTRAINT member_requests_status_check CHECK (status IN ('pending', 'approved', 'declined'))`)
    this.schema.raw('CREATE INDEX member_requests_owner_created_index ON member_requests (user_id, created_at DESC, id DESC)')
    this.schema.raw('CREATE INDEX member_requests_group_status_created_index ON member_requests (group_id, status, created_at DESC)')
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
