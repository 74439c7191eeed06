/*
 * Pieces several validators share.
 */
import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { unknownPlaceholders } from '#domain/message_templates'

/**
 * For `requiredWhen`: the field is in the body, even as null. VineJS lets
 * null through optional fields (and the form body parser turns "" into
 * null), so without this a required field sent empty would be ignored
 * instead of refused.
 */
export function whenSent(field: FieldContext) {
  return typeof field.parent === 'object' && field.parent !== null && Object.hasOwn(field.parent, field.name)
}

/** Refuses message text with placeholders the renderer does not know, naming them. */
export const knownPlaceholders = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const unknown = unknownPlaceholders(value)
  if (!unknown.length) return
  const label = unknown.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'
  field.report(`${label} ${unknown.join(', ')}`, 'placeholders', field)
})

/** For partial updates: a body that changes nothing is refused rather than answered as a success. */
export const atLeastOneField = vine.createRule((value, options: { fields: readonly string[] }, field) => {
  if (typeof value !== 'object' || value === null) return
  if (!options.fields.some((name) => Object.hasOwn(value, name))) {
    field.report('Send the field to change.', 'atLeastOneField', field)
  }
})
