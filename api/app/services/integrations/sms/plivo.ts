/*
 * Plivo: the account lives in the path; messages are JSON posts answered
 * 202 with their UUIDs. Plivo keeps no contacts.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, requestPlatform } from '#services/integrations/http'
import { requireCredential } from '#services/integrations/member_fields'
import { welcomeSms } from '#services/integrations/sms/welcome_text'

function account(credentials: Credentials) {
  const authId = requireCredential(credentials, 'authId', 'The Auth ID')
  return {
    path: `/Account/${encodeURIComponent(authId)}`,
    headers: { authorization: basicAuth(authId, requireCredential(credentials, 'apiKey', 'The auth token')) },
  }
}

export const plivo: PlatformAdapter = {
  platform: 'plivo',
  kind: 'sms',

  async test(credentials, context) {
    const { path, headers } = account(credentials)
    await requestPlatform(context, { path: `${path}/`, headers })
  },

  async deliver(member, credentials, context) {
    const { phone, text } = welcomeSms(member, false)
    const { path, headers } = account(credentials)
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `${path}/Message/`,
      headers,
      json: { src: requireCredential(credentials, 'from', 'The sender'), dst: phone, text },
    })
    return { externalId: response.body?.message_uuid?.[0], statusCode: response.statusCode }
  },
}
