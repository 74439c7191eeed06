/*
 * MessageBird REST: the member becomes a contact in the group when one is
 * given, then gets the welcome text from the originator.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { digitsOnly, requireCredential } from '#services/integrations/member_fields'
import { contactThenText } from '#services/integrations/sms/welcome_text'

function headers(credentials: Credentials) {
  return { authorization: `AccessKey ${requireCredential(credentials, 'apiKey', 'The access key')}` }
}

export const messagebird: PlatformAdapter = {
  platform: 'messagebird',
  kind: 'sms',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/balance', headers: headers(credentials) })
  },

  async deliver(member, credentials, context) {
    return contactThenText(member, credentials.listId, {
      async addContact(phone, listId) {
        const contact = await requestPlatform(context, {
          method: 'POST',
          path: '/contacts',
          headers: headers(credentials),
          json: { msisdn: digitsOnly(phone), firstName: member.firstName, lastName: member.lastName },
        })
        const contactId = contact.body?.id
        await requestPlatform(context, {
          method: 'PUT',
          path: `/groups/${encodeURIComponent(listId)}/contacts`,
          headers: headers(credentials),
          json: { ids: [contactId] },
        })
        return contactId
      },
      async sendText(phone, text) {
        const response = await requestPlatform(context, {
          method: 'POST',
          path: '/messages',
          headers: headers(credentials),
          json: { originator: requireCredential(credentials, 'from', 'The sender'), recipients: [phone], body: text },
        })
        return { externalId: response.body?.id, statusCode: response.statusCode }
      },
    })
  },
}
