/*
 * Twilio Programmable Messaging: one Message resource per welcome text,
 * sent from a number or a Messaging Service (MG...). Twilio keeps no
 * contacts.
 */
import { type Credentials, IntegrationError, type PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, requestPlatform } from '#services/integrations/http'
import { requireCredential } from '#services/integrations/member_fields'
import { welcomeSms } from '#services/integrations/sms/welcome_text'

function account(credentials: Credentials) {
  const sid = requireCredential(credentials, 'accountSid', 'The Account SID')
  return {
    path: `/Accounts/${encodeURIComponent(sid)}`,
    headers: { authorization: basicAuth(sid, requireCredential(credentials, 'apiKey', 'The auth token')) },
  }
}

export const twilio: PlatformAdapter = {
  platform: 'twilio',
  kind: 'sms',

  async test(credentials, context) {
    const { path, headers } = account(credentials)
    const response = await requestPlatform(context, { path: `${path}.json`, headers })
    if (response.body?.status && response.body.status !== 'active') {
      throw new IntegrationError(`The Twilio account is ${response.body.status}.`, 'auth', { statusCode: 200 })
    }
  },

  async deliver(member, credentials, context) {
    const { phone, text } = welcomeSms(member, false)
    const { path, headers } = account(credentials)
    const sender = requireCredential(credentials, 'from', 'The sender')
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `${path}/Messages.json`,
      headers,
      form: {
        To: phone,
        ...(sender.startsWith('MG') ? { MessagingServiceSid: sender } : { From: sender }),
        Body: text!,
      },
    })
    return { externalId: response.body?.sid, statusCode: response.statusCode }
  },
}
