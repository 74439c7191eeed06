/*
 * What an SMS delivery sends: the member's rendered welcome text to their
 * captured phone. Platforms that keep contacts also get the contact.
 */
import { type DeliveryOutcome, IntegrationError, type MemberContact } from '#services/integrations/contract'
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
