/*
 * What an SMS delivery sends: the member's rendered welcome text to their
 * captured phone. Platforms that keep contacts also get the contact.
 */
import { IntegrationError, type MemberContact } from '#services/integrations/contract'
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
