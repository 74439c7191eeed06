/*
 * Mailjet REST v3: managecontact adds or updates the contact on the list
 * without re-subscribing anyone who unsubscribed (addnoforce).
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { fullName, requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return {
    authorization: basicAuth(
      requireCredential(credentials, 'apiKey', 'The API key'),
      requireCredential(credentials, 'apiSecret', 'The secret key')
    ),
  }
}

export const mailjet: PlatformAdapter = {
  platform: 'mailjet',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/user', credentials.listId, (id) => `/contactslist/${id}`)
  },

  async deliver(member, credentials, context) {
    const listId = requireCredential(credentials, 'listId', 'The contact list ID')
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `/contactslist/${encodeURIComponent(listId)}/managecontact`,
      headers: headers(credentials),
      json: {
        Email: requireEmail(member),
        Name: fullName(member),
        Action: 'addnoforce',
        Properties: { firstname: member.firstName, name: member.lastName },
      },
    })
    const contactId = response.body?.Data?.[0]?.ContactID
    return { externalId: contactId ? String(contactId) : undefined, statusCode: response.statusCode }
  },
}
