/*
 * Moosend (Sitecore Send): the key is a query parameter and every answer is
 * HTTP 200 with `Code` (0 = success) and `Error` in the body. Subscribing
 * an existing email updates it.
 */
import type { PlatformAdapter } from '#services/integrations/contract'
import { errorInBody, type PlatformResponse, requestPlatform } from '#services/integrations/http'
import { requireCredential, subscriberFields, withoutEmpty } from '#services/integrations/member_fields'

function checked(response: PlatformResponse) {
  const code = response.body?.Code
  if (code === 0) return response
  const message = String(response.body?.Error ?? 'Moosend rejected the request.')
  if (/api.?key|unauthori[sz]ed|access/i.test(message)) throw errorInBody(message, 'auth')
  if (/not.?found|does not exist/i.test(message)) throw errorInBody(message, 'not_found')
  if (/rate.?limit/i.test(message)) throw errorInBody(message, 'rate_limited')
  throw errorInBody(message, 'invalid')
}

export const moosend: PlatformAdapter = {
  platform: 'moosend',
  kind: 'email',

  async test(credentials, context) {
    const apikey = requireCredential(credentials, 'apiKey', 'The API key')
    checked(await requestPlatform(context, { path: '/lists.json', searchParams: { apikey, WithStatistics: 'false' } }))
    if (credentials.listId) {
      checked(
        await requestPlatform(context, {
          path: `/lists/${encodeURIComponent(credentials.listId)}/details.json`,
          searchParams: { apikey },
        })
      )
    }
  },

  async deliver(member, credentials, context) {
    const apikey = requireCredential(credentials, 'apiKey', 'The API key')
    const listId = requireCredential(credentials, 'listId', 'The mailing list ID')
    const { email, name, phone, fields } = subscriberFields(member)
    const response = checked(
      await requestPlatform(context, {
        method: 'POST',
        path: `/subscribers/${encodeURIComponent(listId)}/subscribe.json`,
        searchParams: { apikey },
        json: withoutEmpty({
          Email: email,
          Name: name,
          Mobile: phone,
          CustomFields: Object.entries(fields).map(([key, value]) => `${key}=${value}`),
          Tags: member.tags,
          HasExternalDoubleOptIn: true,
        }),
      })
    )
    return { externalId: response.body?.Context?.ID, statusCode: response.statusCode }
  },
}
