import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { TEMPLATE_CATEGORIES } from '#models/message_template'
import { knownPlaceholders, whenSent } from '#validators/helpers'

const name = () => vine.string().trim().minLength(1).maxLength(120)
const text = () => vine.string().trim().minLength(1).maxLength(5000).use(knownPlaceholders())

const messages = new SimpleMessagesProvider({
  'name.required': 'Please enter a template name.',
  'name.string': 'Please enter a template name.',
  'name.minLength': 'Please enter a template name.',
  'name.maxLength': 'Template names are at most 120 characters.',
  'template.required': 'Please enter the template text.',
  'template.string': 'Please enter the template text.',
  'template.minLength': 'Please enter the template text.',
  'template.maxLength': 'Template text is at most 5000 characters.',
  'category.enum': 'Choose a category: welcome, approval, rejection or general.',
  'description.string': 'The description must be text.',
  'description.maxLength': 'Descriptions are at most 500 characters.',
  'isActive.boolean': 'isActive must be true or false.',
})

export const createTemplateValidator = vine.compile(
  vine.object({
    name: name(),
    template: text(),
    category: vine.enum(TEMPLATE_CATEGORIES).optional(),
    description: vine.string().trim().maxLength(500).nullable().optional(),
  })
)
createTemplateValidator.messagesProvider = messages

/** Any of the template's fields; what is left out stays as it is. */
export const updateTemplateValidator = vine.compile(
  vine.object({
    name: name().optional().requiredWhen(whenSent),
    template: text().optional().requiredWhen(whenSent),
    category: vine.enum(TEMPLATE_CATEGORIES).optional(),
    description: vine.string().trim().maxLength(500).nullable().optional(),
    isActive: vine.boolean().optional(),
  })
)
updateTemplateValidator.messagesProvider = messages

/** Approving names the version the reviewer read (the template's `version` when they opened it). */
export const approveTemplateValidator = vine.compile(vine.object({ version: vine.number().withoutDecimals().min(1).max(2_147_483_647) }))
approveTemplateValidator.messagesProvider = new SimpleMessagesProvider({
  'version.required': 'Send the version of the template you reviewed (its version field).',
  'version.number': 'version must be the whole number of the template version you reviewed.',
  'version.withoutDecimals': 'version must be the whole number of the template version you reviewed.',
  'version.min': 'version must be the whole number of the template version you reviewed.',
  'version.max': 'version must be the whole number of the template version you reviewed.',
})

export type CreateTemplateInput = Infer<typeof createTemplateValidator>
export type UpdateTemplateInput = Infer<typeof updateTemplateValidator>
