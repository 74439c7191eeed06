/*
 * Ortto: people are merged by email (created or updated, said per person)
 * and tagged.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { 'x-api-key': requireCredential(credentials, 'apiKey', 'The API key') }
}

export const ortto: PlatformAdapter = {
  platform: 'ortto',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, {
      method: 'POST',
      path: '/person/get',
      headers: headers(credentials),
      json: { limit: 1, fields: ['str::email'] },
    })
  },

  async deliver(member, credentials, context) {
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/person/merge',
      headers: headers(credentials),
      json: {
        people: [
          {
            fields: {
              'str::email': requireEmail(member),
              'str::first': member.firstName,
              'str::last': member.lastName,
            },
            tags: [...member.tags, member.groupName],
          },
        ],
        merge_by: ['str::email'],
        merge_strategy: 2,
        find_strategy: 0,
      },
    })
    const person = response.body?.people?.[0]
    return {
      externalId: person?.person_id,
      alreadyPresent: person?.status === 'merged',
      statusCode: response.statusCode,
    }
  },
}
