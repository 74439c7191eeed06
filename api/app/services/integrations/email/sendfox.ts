/*
 * SendFox: posting a contact creates it, or returns the existing one and
 * adds it to the lists given.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The personal access token')}` }
}

export const sendfox: PlatformAdapter = {
  platform: 'sendfox',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/me', credentials.listId, (id) => `/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    const listId = Number(credentials.listId)
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/contacts',
      headers: headers(credentials),
      json: {
        email: requireEmail(member),
        first_name: member.firstName,
        last_name: member.lastName,
        ...(credentials.listId ? { lists: [Number.isInteger(listId) ? listId : credentials.listId] } : {}),
      },
    })
    return { externalId: response.body?.id ? String(response.body.id) : undefined, statusCode: response.statusCode }
  },
}
