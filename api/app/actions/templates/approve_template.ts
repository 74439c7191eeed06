import { DateTime } from 'luxon'
import type MessageTemplate from '#models/message_template'

/** A reviewer approves a template: from now on automated messages may use it. */
export default class ApproveTemplate {
  async handle(template: MessageTemplate, reviewer: { id: number }) {
    if (template.isApproved) return template
    template.isApproved = true
    template.approvedByUserId = reviewer.id
    template.approvedAt = DateTime.utc()
    await template.save()
    return template
  }
}
