/*
 * SendPulse: the API ID and secret are exchanged for an hour-long token
 * (client credentials), kept until a minute before it expires; the member
 * is then added to the address book with their name and phone as
 * variables. Re-adding an address updates it.
 */
import { createHash } from 'node:crypto'
import type { AdapterContext, Credentials, PlatformAdapter } from '#services/integrations/contract'
import { errorForResponse, callPlatform, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

const tokens = new Map<string, { token: string; expiresAt: number }>()

async function headers(credentials: Credentials, context: AdapterContext) {
  const clientId = requireCredential(credentials, 'clientId', 'The API ID')
  const secret = requireCredential(credentials, 'apiKey', 'The API secret')
  const key = `${context.baseUrl}|${clientId}|${createHash('sha256').update(secret).digest('hex')}`
  const cached = tokens.get(key)
  if (cached && cached.expiresAt > Date.now()) return { authorization: `Bearer ${cached.token}` }

  const response = await callPlatform(context, {
    method: 'POST',
    path: '/oauth/access_token',
    json: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  })
  if (response.statusCode >= 300) {
    const refused = response.statusCode === 400 && /invalid_client/.test(response.text)
    throw errorForResponse(response, refused ? 'auth' : undefined)
  }
  const lifetime = Number(response.body?.expires_in ?? 3600) * 1000
  tokens.set(key, { token: response.body.access_token, expiresAt: Date.now() + lifetime - 60_000 })
  return { authorization: `Bearer ${response.body.access_token}` }
}

export const sendpulse: PlatformAdapter = {
  platform: 'sendpulse',
  kind: 'email',

  async test(credentials, context) {
    const authorization = await headers(credentials, context)
    if (credentials.listId) {
      await requestPlatform(context, {
        path: `/addressbooks/${encodeURIComponent(credentials.listId)}`,
        headers: authorization,
      })
    }
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const addressBookId = requireCredential(credentials, 'listId', 'The address book ID')
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `/addressbooks/${encodeURIComponent(addressBookId)}/emails`,
      headers: await headers(credentials, context),
      json: {
        emails: [
          {
            email,
            variables: withoutEmpty({
              name: member.firstName,
              last_name: member.lastName,
              Phone: member.phone,
              group: member.groupName,
            }),
          },
        ],
      },
    })
    return { statusCode: response.statusCode }
  },
}
