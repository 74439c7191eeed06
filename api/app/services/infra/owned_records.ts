/*
 * Finding a record by the id in a URL, always within the signed-in
 * owner's rows: another owner's id answers exactly like an id that does
 * not exist.
 */
import { Exception } from '@adonisjs/core/exceptions'
import Group from '#models/group'
import MessageTemplate from '#models/message_template'

export const NOT_FOUND = {
  group: 'Group not found.',
  template: 'Message template not found.',
} as const

function notFound(message: string) {
  return new Exception(message, { status: 404, code: 'E_NOT_FOUND' })
}

function toId(value: unknown) {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export async function findOwnedGroup(owner: { id: number }, id: unknown) {
  const groupId = toId(id)
  const group = groupId ? await Group.query().where('userId', owner.id).where('id', groupId).first() : null
  if (!group) throw notFound(NOT_FOUND.group)
  return group
}

export async function findOwnedTemplate(owner: { id: number }, id: unknown) {
  const templateId = toId(id)
  const template = templateId
    ? await MessageTemplate.query().where('userId', owner.id).where('id', templateId).first()
    : null
  if (!template) throw notFound(NOT_FOUND.template)
  return template
}

/** Any owner's template, for the reviewers who approve them. */
export async function findTemplateForReview(id: unknown) {
  const templateId = toId(id)
  const template = templateId ? await MessageTemplate.find(templateId) : null
  if (!template) throw notFound(NOT_FOUND.template)
  return template
}
