/*
 * Sendlane API v2: contacts are added to (or updated on) the list and
 * processed later (202).
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API token')}` }
}

export const sendlane: PlatformAdapter = {
  platform: 'sendlane',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/lists', credentials.listId, (id) => `/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    const listId = requireCredential(credentials, 'listId', 'The list ID')
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `/lists/${encodeURIComponent(listId)}/contacts`,
      headers: headers(credentials),
      json: {
        contacts: [
          withoutEmpty({
            email: requireEmail(member),
            first_name: member.firstName,
            last_name: member.lastName,
            phone: member.phone,
          }),
        ],
      },
    })
    return { statusCode: response.statusCode }
  },
}
