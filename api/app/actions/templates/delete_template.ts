import db from '@adonisjs/lucid/services/db'
import type MessageTemplate from '#models/message_template'

/** Deletes a template; the owner's groups that used it for welcome messages fall back to their own message. */
export default class DeleteTemplate {
  async handle(template: MessageTemplate) {
    await db.transaction(async (trx) => {
      await trx
        .from('groups')
        .where('user_id', template.userId)
        .whereRaw(`welcome_message->>'templateId' = ?`, [String(template.id)])
        .update({ welcome_message: db.raw(`jsonb_set(welcome_message, '{templateId}', 'null'::jsonb)`) })
      template.useTransaction(trx)
      await template.delete()
    })
    return { id: template.id }
  }
}
