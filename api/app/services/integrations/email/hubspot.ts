/*
 * HubSpot CRM v3: the batch upsert keyed on email (one input) creates or
 * updates the contact and says which (`new`).
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  const token = credentials.accessToken ?? requireCredential(credentials, 'apiKey', 'The private app token')
  return { authorization: `Bearer ${token}` }
}

export const hubspot: PlatformAdapter = {
  platform: 'hubspot',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, {
      path: '/crm/v3/objects/contacts',
      headers: headers(credentials),
      searchParams: { limit: 1 },
    })
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/crm/v3/objects/contacts/batch/upsert',
      headers: headers(credentials),
      json: {
        inputs: [
          {
            idProperty: 'email',
            id: email,
            properties: withoutEmpty({
              email,
              firstname: member.firstName,
              lastname: member.lastName,
              phone: member.phone,
            }),
          },
        ],
      },
    })
    const result = response.body?.results?.[0]
    return { externalId: result?.id, alreadyPresent: result?.new === false, statusCode: response.statusCode }
  },
}
