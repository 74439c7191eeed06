/*
 * Encharge: people are created or updated by email, tagged, with the group
 * and answers as fields.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { customFields, requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { 'x-encharge-token': requireCredential(credentials, 'apiKey', 'The API key') }
}

export const encharge: PlatformAdapter = {
  platform: 'encharge',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/accounts/info', headers: headers(credentials) })
  },

  async deliver(member, credentials, context) {
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/people',
      headers: headers(credentials),
      json: withoutEmpty({
        ...customFields(member),
        email: requireEmail(member),
        firstName: member.firstName,
        lastName: member.lastName,
        phone: member.phone,
        tags: [...member.tags, 'JoinFlow'].join(','),
      }),
    })
    return {
      externalId: response.body?.user?.id ? String(response.body.user.id) : undefined,
      statusCode: response.statusCode,
    }
  },
}
