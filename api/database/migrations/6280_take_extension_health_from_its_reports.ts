import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** Installations recorded by a first call and never reported on (no version) were never read: unknown. */
export async function forgetHealthNeverReported(db: QueryClientContract) {
  await db.from('extension_installations').whereNull('version').where('health', 'ok').update({ health: 'unknown' })
}

/*
 * The extension's health comes from its own reports on Facebook's pages, no
 * longer from its first call: an installation nobody has heard about a page
 * from is "unknown", not "ok". Installations recorded by a first call and
 * never reported on (no version: only health reports carry one) become
 * unknown. One notification (and one email) per incident: at most one open
 * "extension_unhealthy" notification per owner, closed when a page reads
 * cleanly again.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(forgetHealthNeverReported)
    this.schema.raw(
      `CREATE UNIQUE INDEX notifications_open_extension_incident_index ON notifications (user_id)
       WHERE kind = 'extension_unhealthy' AND resolved_at IS NULL`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS notifications_open_extension_incident_index')
    this.defer(async (db) => {
      await db.from('extension_installations').where('health', 'unknown').update({ health: 'ok' })
    })
  }
}
