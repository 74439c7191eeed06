/*
 * HighLevel API v2: contacts are upserted in a location (sub-account) and
 * the answer says whether the contact is new.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

export const HIGHLEVEL_VERSION = '2021-07-28'

function headers(credentials: Credentials) {
  const token = credentials.accessToken ?? requireCredential(credentials, 'apiKey', 'The private integration token')
  return { authorization: `Bearer ${token}`, version: HIGHLEVEL_VERSION }
}

export const highlevel: PlatformAdapter = {
  platform: 'highlevel',
  kind: 'email',

  async test(credentials, context) {
    const locationId = requireCredential(credentials, 'locationId', 'The location ID')
    await requestPlatform(context, {
      path: `/locations/${encodeURIComponent(locationId)}`,
      headers: headers(credentials),
    })
  },

  async deliver(member, credentials, context) {
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/contacts/upsert',
      headers: headers(credentials),
      json: withoutEmpty({
        locationId: requireCredential(credentials, 'locationId', 'The location ID'),
        email: requireEmail(member),
        firstName: member.firstName,
        lastName: member.lastName,
        phone: member.phone,
        tags: [...member.tags, member.groupName],
        source: 'JoinFlow',
      }),
    })
    return {
      externalId: response.body?.contact?.id,
      alreadyPresent: response.body?.new === false,
      statusCode: response.statusCode,
    }
  },
}
