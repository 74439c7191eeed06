/*
 * MessageBird REST: the member becomes a contact in the group when one is
 * given, then gets the welcome text from the originator.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { digitsOnly, requireCredential } from '#services/integrations/member_fields'
import { contactThenMessage } from '#services/integrations/sms/welcome_text'

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
    return contactThenMessage(member, credentials.listId, { context, headers: () => headers(credentials) }, {
      contact: (phone) => ({ json: { msisdn: digitsOnly(phone), firstName: member.firstName, lastName: member.lastName } }),
      async addToList(contactId, listId) {
        await requestPlatform(context, {
          method: 'PUT',
          path: `/groups/${encodeURIComponent(listId)}/contacts`,
          headers: headers(credentials),
          json: { ids: [contactId] },
        })
      },
      message: (phone, text) => ({
        originator: requireCredential(credentials, 'from', 'The sender'),
        recipients: [phone],
        body: text,
      }),
    })
  },
}
