/*
 * Drip API v2: subscribers are created or updated by email, with tags and
 * custom fields created on the fly. Drip has no lists: tags are the audience.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, requestPlatform } from '#services/integrations/http'
import { customFields, requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return {
    authorization: credentials.accessToken
      ? `Bearer ${credentials.accessToken}`
      : basicAuth(requireCredential(credentials, 'apiKey', 'The API token')),
  }
}

export const drip: PlatformAdapter = {
  platform: 'drip',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/user', headers: headers(credentials) })
    const accountId = requireCredential(credentials, 'accountId', 'The account ID')
    await requestPlatform(context, {
      path: `/accounts/${encodeURIComponent(accountId)}`,
      headers: headers(credentials),
    })
  },

  async deliver(member, credentials, context) {
    const accountId = requireCredential(credentials, 'accountId', 'The account ID')
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `/${encodeURIComponent(accountId)}/subscribers`,
      headers: headers(credentials),
      json: {
        subscribers: [
          withoutEmpty({
            email: requireEmail(member),
            first_name: member.firstName,
            last_name: member.lastName,
            phone: member.phone,
            tags: [...member.tags, member.groupName],
            custom_fields: customFields(member),
          }),
        ],
      },
    })
    return { externalId: response.body?.subscribers?.[0]?.id, statusCode: response.statusCode }
  },
}
