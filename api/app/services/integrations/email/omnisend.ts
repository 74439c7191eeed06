/*
 * Omnisend v3: posting a contact creates or updates it by its email
 * identifier; the phone is a second identifier, tags and custom properties
 * carry the group and answers.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { customFields, requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { 'x-api-key': requireCredential(credentials, 'apiKey', 'The API key') }
}

export const omnisend: PlatformAdapter = {
  platform: 'omnisend',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/contacts', headers: headers(credentials), searchParams: { limit: 1 } })
  },

  async deliver(member, credentials, context) {
    const statusDate = new Date().toISOString()
    const identifiers: unknown[] = [
      { type: 'email', id: requireEmail(member), channels: { email: { status: 'subscribed', statusDate } } },
    ]
    if (member.phone)
      identifiers.push({ type: 'phone', id: member.phone, channels: { sms: { status: 'nonSubscribed', statusDate } } })
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/contacts',
      headers: headers(credentials),
      json: {
        identifiers,
        firstName: member.firstName,
        lastName: member.lastName,
        tags: [...member.tags, 'JoinFlow'],
        customProperties: customFields(member),
      },
    })
    return { externalId: response.body?.contactID, statusCode: response.statusCode }
  },
}
