/*
 * Sender.net API v2: posting a subscriber adds or updates them, in the
 * group when one is given.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, postJson } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API token')}` }
}

export const sender: PlatformAdapter = {
  platform: 'sender',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/groups', credentials.listId, (id) => `/groups/${id}`)
  },

  async deliver(member, credentials, context) {
    const response = await postJson(context, '/subscribers', headers(credentials), withoutEmpty({
      email: requireEmail(member),
      firstname: member.firstName,
      lastname: member.lastName,
      phone: member.phone,
      groups: credentials.listId ? [credentials.listId] : undefined,
      trigger_automation: true,
    }))
    return { externalId: response.body?.data?.id, statusCode: response.statusCode }
  },
}
