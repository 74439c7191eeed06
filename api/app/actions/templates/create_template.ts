import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import MessageTemplate from '#models/message_template'
import type { CreateTemplateInput } from '#validators/message_template'

/** A new template waits for approval ('Pending Approval') before automated messages may use it. */
export default class CreateTemplate {
  async handle(owner: { id: number }, { name, template, category, description }: CreateTemplateInput, client?: QueryClientContract) {
    return MessageTemplate.create(
      {
        userId: owner.id,
        name,
        template,
        category: category ?? 'general',
        description: description ?? null,
        isApproved: false,
        isActive: true,
        usageCount: 0,
        version: 1,
      },
      { client }
    )
  }
}
