/*
 * What an SMS delivery sends: the member's rendered welcome text to their
 * captured phone. Platforms that keep contacts also get the contact.
 */
import {
  type AdapterContext,
  type DeliveryOutcome,
  IntegrationError,
  type MemberContact,
} from '#services/integrations/contract'
import { type PlatformRequest, type PlatformResponse, postJson } from '#services/integrations/http'
import { requirePhone } from '#services/integrations/member_fields'

export interface WelcomeSms {
  phone: string
  text: string | null
}

export function welcomeSms(member: MemberContact, keepsContacts: boolean): WelcomeSms {
  const phone = requirePhone(member)
  const text = member.welcomeText?.trim() || null
  if (!text && !keepsContacts) {
    throw new IntegrationError('There is no welcome message to send to this member.', 'invalid', {
      memberGap: 'missing_message',
    })
  }
  return { phone, text }
}

export interface ContactThenText {
  /** Adds the member to the chosen list; answers the platform's id for the contact. */
  addContact(phone: string, listId: string): Promise<string | undefined>
  sendText(phone: string, text: string): Promise<DeliveryOutcome>
}

/**
 * The delivery of a platform that keeps contacts: the member becomes a
 * contact on the chosen list first (when one is chosen), then gets the
 * welcome text (when there is one). Without a text, the contact's id is
 * the delivery's.
 */
export async function contactThenText(
  member: MemberContact,
  listId: string | null | undefined,
  { addContact, sendText }: ContactThenText
): Promise<DeliveryOutcome> {
  const { phone, text } = welcomeSms(member, Boolean(listId))
  const externalId = listId ? await addContact(phone, listId) : undefined
  if (!text) return { externalId }
  return sendText(phone, text)
}

/** What a platform that keeps contacts and sends texts is sent, beside the headers every call carries. */
export interface ContactsAndMessages {
  /** The body (and query) of `POST /contacts`, which puts the member on the chosen list. */
  contact(phone: string, listId: string): Pick<PlatformRequest, 'json' | 'searchParams'>
  /** For platforms that add a new contact to the list in a second call. */
  addToList?(contactId: string | undefined, listId: string): Promise<void>
  /** The body of `POST /messages`, which sends the welcome text. */
  message(phone: string, text: string): unknown
}

/** The `id` a platform answered with, as text. */
const answeredId = (response: PlatformResponse) =>
  response.body?.id === undefined || response.body?.id === null ? undefined : String(response.body.id)

/**
 * contactThenText for the platforms whose contacts live at `POST /contacts`
 * and whose texts go out through `POST /messages`, both with the same
 * headers and each answering with its `id`.
 */
export function contactThenMessage(
  member: MemberContact,
  listId: string | null | undefined,
  /** `headers` is asked for at each call, so a missing credential never hides a member's missing phone. */
  { context, headers }: { context: AdapterContext; headers: () => Record<string, string> },
  { contact, addToList, message }: ContactsAndMessages
): Promise<DeliveryOutcome> {
  return contactThenText(member, listId, {
    async addContact(phone, chosenList) {
      const { json, searchParams } = contact(phone, chosenList)
      const contactId = answeredId(await postJson(context, '/contacts', headers(), json, { searchParams }))
      await addToList?.(contactId, chosenList)
      return contactId
    },
    async sendText(phone, text) {
      const response = await postJson(context, '/messages', headers(), message(phone, text))
      return { externalId: answeredId(response), statusCode: response.statusCode }
    },
  })
}
