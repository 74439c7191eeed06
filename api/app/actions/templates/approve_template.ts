import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import MessageTemplate from '#models/message_template'

export class TemplateChangedException extends Exception {
  static status = 409
  static code = 'E_TEMPLATE_CHANGED'
}

/** What a reviewer is told when the template was edited after they opened it. */
export function templateChangedMessage(current: number) {
  return `This template was edited after you opened it (it is now version ${current}). Read the new text and approve it again.`
}

/**
 * A reviewer approves a template: from now on automated messages may use
 * it. The approval is of the version the reviewer read; under the row's
 * lock, any other version (an edit saved since) is refused, so nothing is
 * approved unseen.
 */
export default class ApproveTemplate {
  async handle(template: MessageTemplate, reviewer: { id: number }, seenVersion: number) {
    return db.transaction(async (trx) => {
      const current = await MessageTemplate.query({ client: trx }).where('id', template.id).forUpdate().firstOrFail()
      if (current.version !== seenVersion) throw new TemplateChangedException(templateChangedMessage(current.version))
      if (current.isApproved) return current
      current.isApproved = true
      current.approvedByUserId = reviewer.id
      current.approvedAt = DateTime.utc()
      await current.save()
      return current
    })
  }
}
