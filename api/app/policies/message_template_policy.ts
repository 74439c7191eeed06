import type User from '#models/user'
import type MessageTemplate from '#models/message_template'
import OwnerPolicy from '#policies/owner_policy'
import { NOT_FOUND } from '#services/infra/owned_records'

export const CANNOT_APPROVE_TEMPLATES = "You don't have permission to approve templates."

export default class MessageTemplatePolicy extends OwnerPolicy {
  view(user: User, template: MessageTemplate) {
    return this.owns(user, template, NOT_FOUND.template)
  }

  update(user: User, template: MessageTemplate) {
    return this.owns(user, template, NOT_FOUND.template)
  }

  delete(user: User, template: MessageTemplate) {
    return this.owns(user, template, NOT_FOUND.template)
  }

  /** Templates go out to members only after a reviewer approves them, whoever owns them. */
  approve(user: User) {
    return this.reviewsContent(user)
  }
}
