import type MessageTemplate from '#models/message_template'
import type { UpdateTemplateInput } from '#validators/message_template'

/**
 * Edits a template; fields left out stay as they are. Approval covers the
 * text that was reviewed, so new text sends an approved template back to
 * Pending Approval.
 */
export default class UpdateTemplate {
  async handle(template: MessageTemplate, { name, template: text, category, description, isActive }: UpdateTemplateInput) {
    if (name !== undefined) template.name = name
    if (category !== undefined) template.category = category
    if (description !== undefined) template.description = description
    if (isActive !== undefined) template.isActive = isActive
    if (text !== undefined && text !== template.template) {
      template.template = text
      template.isApproved = false
      template.approvedByUserId = null
      template.approvedAt = null
    }
    await template.save()
    return template
  }
}
