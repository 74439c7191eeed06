/*
 * Vonage SMS API: always HTTP 200; each message carries a status ("0" is
 * accepted, anything else an error code with its text). Numbers go without
 * the plus.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { errorInBody, requestPlatform } from '#services/integrations/http'
import { digitsOnly, requireCredential } from '#services/integrations/member_fields'
import { welcomeSms } from '#services/integrations/sms/welcome_text'

/** Vonage's SMS status codes, by what the pipeline should do. */
const STATUS_KINDS: Record<string, 'rate_limited' | 'auth' | 'transient'> = {
  '1': 'rate_limited',
  '4': 'auth',
  '5': 'transient',
  '8': 'auth',
  '9': 'auth',
}

function keys(credentials: Credentials) {
  return {
    api_key: requireCredential(credentials, 'apiKey', 'The API key'),
    api_secret: requireCredential(credentials, 'apiSecret', 'The API secret'),
  }
}

export const vonage: PlatformAdapter = {
  platform: 'vonage',
  kind: 'sms',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/account/get-balance', searchParams: keys(credentials) })
  },

  async deliver(member, credentials, context) {
    const { phone, text } = welcomeSms(member, false)
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/sms/json',
      form: {
        ...keys(credentials),
        from: requireCredential(credentials, 'from', 'The sender'),
        to: digitsOnly(phone),
        text: text!,
      },
    })
    const message = response.body?.messages?.[0]
    if (!message) throw errorInBody('Vonage gave no message status.', 'transient')
    if (String(message.status) !== '0') {
      throw errorInBody(
        message['error-text'] ?? `Vonage status ${message.status}`,
        STATUS_KINDS[String(message.status)] ?? 'invalid'
      )
    }
    return { externalId: message['message-id'], statusCode: response.statusCode }
  },
}
