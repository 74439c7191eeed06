import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import MessageTemplate from '#models/message_template'
import type { UpdateTemplateInput } from '#validators/message_template'

/**
 * Edits a template; fields left out stay as they are. Approval covers the
 * text that was reviewed, so new text sends an approved template back to
 * Pending Approval. A saved change counts up the version, under the row's
 * lock, so an approval of the version before it is refused.
 */
export default class UpdateTemplate {
  async handle(
    template: MessageTemplate,
    { name, template: text, category, description, isActive }: UpdateTemplateInput,
    client?: QueryClientContract
  ) {
    return (client ?? db).transaction(async (trx) => {
      const current = await MessageTemplate.query({ client: trx }).where('id', template.id).forUpdate().firstOrFail()
      if (name !== undefined) current.name = name
      if (category !== undefined) current.category = category
      if (description !== undefined) current.description = description
      if (isActive !== undefined) current.isActive = isActive
      if (text !== undefined && text !== current.template) {
        current.template = text
        current.isApproved = false
        current.approvedByUserId = null
        current.approvedAt = null
      }
      if (current.$isDirty) current.version += 1
      await current.save()
      return current
    })
  }
}
