/*
 * SimpleTexting API v2: the member is upserted as a contact on the list
 * when one is given, then texted from the account phone.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { digitsOnly, requireCredential, withoutEmpty } from '#services/integrations/member_fields'
import { contactThenText } from '#services/integrations/sms/welcome_text'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API token')}` }
}

export const simpletexting: PlatformAdapter = {
  platform: 'simpletexting',
  kind: 'sms',

  async test(credentials, context) {
    await requestPlatform(context, {
      path: '/contact-lists',
      headers: headers(credentials),
      searchParams: { page: 0, size: 1 },
    })
  },

  async deliver(member, credentials, context) {
    return contactThenText(member, credentials.listId, {
      async addContact(phone, listId) {
        const contact = await requestPlatform(context, {
          method: 'POST',
          path: '/contacts',
          headers: headers(credentials),
          searchParams: { upsert: 'true' },
          json: withoutEmpty({
            contactPhone: digitsOnly(phone),
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email,
            listIds: [listId],
          }),
        })
        return contact.body?.id
      },
      async sendText(phone, text) {
        const response = await requestPlatform(context, {
          method: 'POST',
          path: '/messages',
          headers: headers(credentials),
          json: {
            mode: 'SINGLE_SMS_STRICTLY',
            accountPhone: digitsOnly(requireCredential(credentials, 'from', 'The account phone')),
            contactPhone: digitsOnly(phone),
            text,
          },
        })
        return { externalId: response.body?.id, statusCode: response.statusCode }
      },
    })
  },
}
