import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { atLeastOneField, whenSent } from '#validators/helpers'

const messages = new SimpleMessagesProvider({
  'mainHeading.required': 'Please enter the main heading.',
  'mainHeading.string': 'Please enter the main heading.',
  'mainHeading.minLength': 'Please enter the main heading.',
  'mainHeading.maxLength': 'The main heading is at most 200 characters.',
  'subtitle.required': 'Please enter the subtitle.',
  'subtitle.string': 'Please enter the subtitle.',
  'subtitle.minLength': 'Please enter the subtitle.',
  'subtitle.maxLength': 'The subtitle is at most 500 characters.',
  'atLeastOneField': 'Send the main heading, the subtitle or both.',
})

const orderPageFields = {
  mainHeading: vine.string().trim().minLength(1).maxLength(200).optional().requiredWhen(whenSent),
  subtitle: vine.string().trim().minLength(1).maxLength(500).optional().requiredWhen(whenSent),
}

/** The order page's headings; one left out keeps its current text. */
export const orderPageContentValidator = vine.compile(
  vine.object(orderPageFields).use(atLeastOneField({ fields: Object.keys(orderPageFields) }))
)
orderPageContentValidator.messagesProvider = messages

export type OrderPageContentInput = Infer<typeof orderPageContentValidator>
