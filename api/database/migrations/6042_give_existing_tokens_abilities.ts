import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Tokens made before abilities existed could do everything ("*"). They keep
 * working for what they were for:
 * - the Chrome extension's token (named so, or the one the extension last
 *   called with) can do what the extension does, and no more;
 * - every other token gets full access (reads, changes, the extension's
 *   calls), plus admin routes when its account is an admin or super admin.
 * Creating tokens now needs a signed-in session, whatever a token holds.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE auth_access_tokens SET abilities = '["extension"]'
         WHERE abilities = '["*"]'
           AND (name = 'Chrome extension' OR id IN (SELECT access_token_id FROM extension_installations WHERE access_token_id IS NOT NULL))`
      )
      await db.rawQuery(
        `UPDATE auth_access_tokens t SET abilities = CASE WHEN u.role IN ('admin', 'super_admin')
           THEN '["read","write","extension","admin"]' ELSE '["read","write","extension"]' END
         FROM users u
         WHERE u.id = t.tokenable_id AND t.abilities = '["*"]'`
      )
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.rawQuery(`UPDATE auth_access_tokens SET abilities = '["*"]'`)
    })
  }
}
