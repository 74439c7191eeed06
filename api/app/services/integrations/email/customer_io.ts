/*
 * Customer.io Track API: the person is upserted under their email as
 * identifier, every other key becoming an attribute.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, requestPlatform } from '#services/integrations/http'
import { customFields, requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return {
    authorization: basicAuth(
      requireCredential(credentials, 'siteId', 'The site ID'),
      requireCredential(credentials, 'apiKey', 'The tracking API key')
    ),
  }
}

export const customerIo: PlatformAdapter = {
  platform: 'customer-io',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/accounts/region', headers: headers(credentials) })
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const response = await requestPlatform(context, {
      method: 'PUT',
      path: `/customers/${encodeURIComponent(email)}`,
      headers: headers(credentials),
      json: withoutEmpty({
        ...customFields(member),
        email,
        first_name: member.firstName,
        last_name: member.lastName,
        phone: member.phone,
        tags: member.tags.length ? member.tags : null,
        created_at: Math.floor(Date.parse(member.decidedAt ?? member.requestedAt) / 1000),
        source: 'joinflow',
      }),
    })
    return { externalId: email, statusCode: response.statusCode }
  },
}
