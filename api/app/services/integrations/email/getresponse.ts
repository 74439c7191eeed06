/*
 * GetResponse API v3: a contact is added to a list ("campaign") and
 * processed later (202). A contact already on the list answers 409, which
 * counts as delivered.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { fullName, requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials): Record<string, string> {
  return credentials.accessToken
    ? { authorization: `Bearer ${credentials.accessToken}` }
    : { 'x-auth-token': `api-key ${requireCredential(credentials, 'apiKey', 'The API key')}` }
}

export const getresponse: PlatformAdapter = {
  platform: 'getresponse',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/accounts', credentials.listId, (id) => `/campaigns/${id}`)
  },

  async deliver(member, credentials, context) {
    const response = await requestPlatform(
      context,
      {
        method: 'POST',
        path: '/contacts',
        headers: headers(credentials),
        json: {
          email: requireEmail(member),
          name: fullName(member) || undefined,
          campaign: { campaignId: requireCredential(credentials, 'listId', 'The list (campaign) ID') },
        },
      },
      [409]
    )
    return { alreadyPresent: response.statusCode === 409, statusCode: response.statusCode }
  },
}
