/*
 * Flodesk: subscribers are created or updated by email and added to the
 * segment given.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, checkKeyAndList, postJson } from '#services/integrations/http'
import { requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { authorization: basicAuth(requireCredential(credentials, 'apiKey', 'The API key')) }
}

export const flodesk: PlatformAdapter = {
  platform: 'flodesk',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/segments', credentials.listId, (id) => `/segments/${id}`)
  },

  async deliver(member, credentials, context) {
    const response = await postJson(context, '/subscribers', headers(credentials), {
      email: requireEmail(member),
      first_name: member.firstName,
      last_name: member.lastName,
      ...(credentials.listId ? { segment_ids: [credentials.listId] } : {}),
      double_optin: false,
    })
    return { externalId: response.body?.id, statusCode: response.statusCode }
  },
}
