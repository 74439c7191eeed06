/*
 * EmailOctopus API v2: PUT on the list's contacts is the documented upsert;
 * tags are a map of tag to true.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API key')}` }
}

export const emailoctopus: PlatformAdapter = {
  platform: 'emailoctopus',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), { path: '/lists', searchParams: { limit: 1 } }, credentials.listId, (id) => `/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    const listId = requireCredential(credentials, 'listId', 'The list ID')
    const response = await requestPlatform(context, {
      method: 'PUT',
      path: `/lists/${encodeURIComponent(listId)}/contacts`,
      headers: headers(credentials),
      json: {
        email_address: requireEmail(member),
        fields: withoutEmpty({ FirstName: member.firstName, LastName: member.lastName, Phone: member.phone }),
        tags: Object.fromEntries(member.tags.map((tag) => [tag, true])),
        status: 'subscribed',
      },
    })
    return { externalId: response.body?.id, statusCode: response.statusCode }
  },
}
