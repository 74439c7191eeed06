/*
 * Telnyx API v2: messages are sent from a number on a messaging profile.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { optionalCredential, requireCredential } from '#services/integrations/member_fields'
import { welcomeSms } from '#services/integrations/sms/welcome_text'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API key')}` }
}

export const telnyx: PlatformAdapter = {
  platform: 'telnyx',
  kind: 'sms',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/balance', headers: headers(credentials) })
  },

  async deliver(member, credentials, context) {
    const { phone, text } = welcomeSms(member, false)
    const profile = optionalCredential(credentials, 'messagingProfileId')
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/messages',
      headers: headers(credentials),
      json: {
        from: requireCredential(credentials, 'from', 'The sender'),
        to: phone,
        text,
        ...(profile ? { messaging_profile_id: profile } : {}),
      },
    })
    return { externalId: response.body?.data?.id, statusCode: response.statusCode }
  },
}
