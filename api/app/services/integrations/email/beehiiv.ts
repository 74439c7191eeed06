/*
 * beehiiv API v2: a subscription to the publication, with the name in the
 * publication's "First Name" and "Last Name" custom fields. An existing
 * subscriber is returned as it is.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API key')}` }
}

export const beehiiv: PlatformAdapter = {
  platform: 'beehiiv',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(
      context,
      headers(credentials),
      { path: '/publications', searchParams: { limit: 1 } },
      credentials.listId,
      (id) => `/publications/${id}`
    )
  },

  async deliver(member, credentials, context) {
    const publicationId = requireCredential(credentials, 'listId', 'The publication ID')
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `/publications/${encodeURIComponent(publicationId)}/subscriptions`,
      headers: headers(credentials),
      json: {
        email: requireEmail(member),
        reactivate_existing: false,
        send_welcome_email: false,
        utm_source: 'joinflow',
        utm_campaign: member.groupName,
        custom_fields: [
          { name: 'First Name', value: member.firstName },
          { name: 'Last Name', value: member.lastName },
        ],
      },
    })
    return { externalId: response.body?.data?.id, statusCode: response.statusCode }
  },
}
