/*
 * TextMagic REST v2: the member becomes a contact on the list when one is
 * given, then gets the welcome text.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { optionalCredential, requireCredential, withoutEmpty } from '#services/integrations/member_fields'
import { contactThenText } from '#services/integrations/sms/welcome_text'

function headers(credentials: Credentials) {
  return {
    'x-tm-username': requireCredential(credentials, 'username', 'The username'),
    'x-tm-key': requireCredential(credentials, 'apiKey', 'The API key'),
  }
}

export const textmagic: PlatformAdapter = {
  platform: 'textmagic',
  kind: 'sms',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/user', headers: headers(credentials) })
  },

  async deliver(member, credentials, context) {
    return contactThenText(member, credentials.listId, {
      async addContact(phone, listId) {
        const contact = await requestPlatform(context, {
          method: 'POST',
          path: '/contacts',
          headers: headers(credentials),
          json: withoutEmpty({
            phone,
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email,
            lists: listId,
          }),
        })
        return contact.body?.id ? String(contact.body.id) : undefined
      },
      async sendText(phone, text) {
        const from = optionalCredential(credentials, 'from')
        const response = await requestPlatform(context, {
          method: 'POST',
          path: '/messages',
          headers: headers(credentials),
          json: { text, phones: phone, ...(from ? { from } : {}) },
        })
        return { externalId: response.body?.id ? String(response.body.id) : undefined, statusCode: response.statusCode }
      },
    })
  },
}
