/*
 * Klaviyo (revisioned JSON:API): /profile-import creates (201) or updates
 * (200) a profile, with the group, answers and tags as custom properties;
 * a list ID then adds the profile to that list.
 *
 * Every call names a dated revision, and Klaviyo retires each revision two
 * years after its release (a retired one is refused). This is the revision
 * of the official description the tests check the requests against
 * (api/tests/fixtures/openapi/klaviyo-stable.json, info.version); moving
 * to a newer one means refreshing that file with scripts/extract-openapi.mjs.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { customFields, requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

/** Released 2026-07-15, retired by Klaviyo on 2028-07-15. */
export const KLAVIYO_REVISION = '2026-07-15'

function headers(credentials: Credentials) {
  return {
    'authorization': `Klaviyo-API-Key ${requireCredential(credentials, 'apiKey', 'The private API key')}`,
    'revision': KLAVIYO_REVISION,
    'accept': 'application/vnd.api+json',
    'content-type': 'application/vnd.api+json',
  }
}

export const klaviyo: PlatformAdapter = {
  platform: 'klaviyo',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/accounts', credentials.listId, (id) => `/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    const properties: Record<string, unknown> = { ...customFields(member), source: 'JoinFlow' }
    if (member.tags.length) properties.tags = member.tags
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/profile-import',
      headers: headers(credentials),
      body: JSON.stringify({
        data: {
          type: 'profile',
          attributes: withoutEmpty({
            email: requireEmail(member),
            first_name: member.firstName,
            last_name: member.lastName,
            phone_number: member.phone,
            properties,
          }),
        },
      }),
    })
    const profileId = response.body?.data?.id
    if (credentials.listId && profileId) {
      await requestPlatform(context, {
        method: 'POST',
        path: `/lists/${encodeURIComponent(credentials.listId)}/relationships/profiles`,
        headers: headers(credentials),
        body: JSON.stringify({ data: [{ type: 'profile', id: profileId }] }),
      })
    }
    return { externalId: profileId, alreadyPresent: response.statusCode === 200, statusCode: response.statusCode }
  },
}
