import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The super admin's users list, newest first, searched and filtered, with
 * 100,000 accounts (bench/admin_users.bench.ts): the newest page comes
 * from an index in creation order; the search (a part of the email or the
 * name, in any letter case) from trigram indexes; the plan and status
 * filters from an index of the subscriptions.
 *
 * Trigram indexes need PostgreSQL's pg_trgm extension, which ships with
 * PostgreSQL and which a database owner may create. Where it cannot be
 * created, the search still works, only by reading the whole table.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX users_created_at_index ON users (created_at DESC, id DESC)')
    this.schema.raw('CREATE INDEX subscriptions_plan_type_status_index ON subscriptions (plan_type, status)')
    this.schema.raw(`
      DO $$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN OTHERS THEN
        RAISE WARNING 'pg_trgm could not be created (%): the users search will read the whole table.', SQLERRM;
      END
      $$`)
    this.schema.raw(`
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX users_email_trigram_index ON users USING gin (email gin_trgm_ops);
          CREATE INDEX users_name_trigram_index ON users
            USING gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops);
        END IF;
      END
      $$`)
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS users_name_trigram_index')
    this.schema.raw('DROP INDEX IF EXISTS users_email_trigram_index')
    this.schema.raw('DROP INDEX subscriptions_plan_type_status_index')
    this.schema.raw('DROP INDEX users_created_at_index')
  }
}
