/*
 * EZ Texting REST v1: the username and password are exchanged for a
 * short-lived token, then the member joins the group (when given) and gets
 * the welcome text. EZ Texting is US-only and takes ten-digit numbers.
 */
import type { AdapterContext, Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { digitsOnly, requireCredential, withoutEmpty } from '#services/integrations/member_fields'
import { welcomeSms } from '#services/integrations/sms/welcome_text'

async function accessToken(credentials: Credentials, context: AdapterContext) {
  const response = await requestPlatform(context, {
    method: 'POST',
    path: '/tokens/create',
    json: {
      appKey: requireCredential(credentials, 'username', 'The username'),
      appSecret: requireCredential(credentials, 'apiKey', 'The password'),
    },
  })
  return { authorization: `Bearer ${response.body?.accessToken}` }
}

function usNumber(phone: string) {
  const digits = digitsOnly(phone)
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

export const eztexting: PlatformAdapter = {
  platform: 'eztexting',
  kind: 'sms',

  async test(credentials, context) {
    await accessToken(credentials, context)
  },

  async deliver(member, credentials, context) {
    const { phone, text } = welcomeSms(member, Boolean(credentials.listId))
    const headers = await accessToken(credentials, context)
    let externalId: string | undefined
    if (credentials.listId) {
      const contact = await requestPlatform(context, {
        method: 'POST',
        path: '/contacts',
        headers,
        json: withoutEmpty({
          phoneNumber: usNumber(phone),
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          groupIds: [credentials.listId],
        }),
      })
      externalId = contact.body?.id ? String(contact.body.id) : undefined
    }
    if (!text) return { externalId }

    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/messages',
      headers,
      json: { message: text, toNumbers: [usNumber(phone)] },
    })
    return { externalId: response.body?.id ? String(response.body.id) : undefined, statusCode: response.statusCode }
  },
}
