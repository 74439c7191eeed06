/*
 * Emma: members/add adds or updates one member in the audience groups and
 * says which (`added: false` is an existing member).
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail } from '#services/integrations/member_fields'

function account(credentials: Credentials) {
  return {
    path: `/${encodeURIComponent(requireCredential(credentials, 'accountId', 'The account ID'))}`,
    headers: {
      authorization: basicAuth(
        requireCredential(credentials, 'username', 'The public API key'),
        requireCredential(credentials, 'apiKey', 'The private API key')
      ),
    },
  }
}

export const emma: PlatformAdapter = {
  platform: 'emma',
  kind: 'email',

  async test(credentials, context) {
    const { path, headers } = account(credentials)
    await requestPlatform(context, { path: `${path}/groups`, headers, searchParams: { group_types: 'g' } })
  },

  async deliver(member, credentials, context) {
    const { path, headers } = account(credentials)
    const groupId = Number(requireCredential(credentials, 'listId', 'The group ID'))
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `${path}/members/add`,
      headers,
      json: {
        email: requireEmail(member),
        fields: { first_name: member.firstName, last_name: member.lastName },
        group_ids: [groupId],
      },
    })
    return {
      externalId: response.body?.member_id ? String(response.body.member_id) : undefined,
      alreadyPresent: response.body?.added === false,
      statusCode: response.statusCode,
    }
  },
}
