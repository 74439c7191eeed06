/*
 * Ontraport: saveorupdate merges the contact on email. Answers wrap the
 * result as {code, data}; a non-zero code is a failure.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { errorInBody, type PlatformResponse, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return {
    'api-key': requireCredential(credentials, 'apiKey', 'The API key'),
    'api-appid': requireCredential(credentials, 'appId', 'The app ID'),
  }
}

function checked(response: PlatformResponse) {
  const code = response.body?.code
  if (code !== undefined && code !== 0)
    throw errorInBody(String(response.body?.message ?? `Ontraport code ${code}`), 'invalid')
  return response
}

export const ontraport: PlatformAdapter = {
  platform: 'ontraport',
  kind: 'email',

  async test(credentials, context) {
    checked(
      await requestPlatform(context, { path: '/Contacts', headers: headers(credentials), searchParams: { range: 1 } })
    )
  },

  async deliver(member, credentials, context) {
    const response = checked(
      await requestPlatform(context, {
        method: 'POST',
        path: '/Contacts/saveorupdate',
        headers: headers(credentials),
        json: withoutEmpty({
          email: requireEmail(member),
          firstname: member.firstName,
          lastname: member.lastName,
          sms_number: member.phone,
        }),
      })
    )
    const id = response.body?.data?.id ?? response.body?.data?.attrs?.id
    return {
      externalId: id ? String(id) : undefined,
      alreadyPresent: Boolean(response.body?.data?.attrs),
      statusCode: response.statusCode,
    }
  },
}
