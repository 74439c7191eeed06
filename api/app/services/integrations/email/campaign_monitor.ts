/*
 * Campaign Monitor API v3.3: adding an existing subscriber updates them.
 * Consent to track is left as it is; the group goes in a "Group" field.
 * An unknown list answers 400 with code 101, which means the list is gone.
 */
import type { AdapterContext, Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, callPlatform, errorForResponse, type PlatformRequest } from '#services/integrations/http'
import { fullName, requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

const INVALID_LIST_ID = 101

async function request(context: AdapterContext, request: PlatformRequest) {
  const response = await callPlatform(context, request)
  if (response.statusCode < 300) return response
  throw errorForResponse(response, response.body?.Code === INVALID_LIST_ID ? 'not_found' : undefined)
}

function headers(credentials: Credentials) {
  return { authorization: basicAuth(requireCredential(credentials, 'apiKey', 'The API key'), 'x') }
}

export const campaignMonitor: PlatformAdapter = {
  platform: 'campaign-monitor',
  kind: 'email',

  async test(credentials, context) {
    if (credentials.listId) {
      await request(context, {
        path: `/lists/${encodeURIComponent(credentials.listId)}.json`,
        headers: headers(credentials),
      })
    } else {
      await request(context, { path: '/clients.json', headers: headers(credentials) })
    }
  },

  async deliver(member, credentials, context) {
    const listId = requireCredential(credentials, 'listId', 'The list ID')
    const response = await request(context, {
      method: 'POST',
      path: `/subscribers/${encodeURIComponent(listId)}.json`,
      headers: headers(credentials),
      json: withoutEmpty({
        EmailAddress: requireEmail(member),
        Name: fullName(member),
        MobileNumber: member.phone,
        CustomFields: [{ Key: 'Group', Value: member.groupName }],
        Resubscribe: true,
        RestartSubscriptionBasedAutoresponders: false,
        ConsentToTrack: 'Unchanged',
      }),
    })
    return { statusCode: response.statusCode }
  },
}
