/*
 * Mautic (self-hosted): a new contact is merged into the existing one with
 * the same email (200 instead of 201), tagged, then added to the segment.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { basicAuth, checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return {
    authorization: basicAuth(
      requireCredential(credentials, 'username', 'The username'),
      requireCredential(credentials, 'apiKey', 'The password')
    ),
  }
}

export const mautic: PlatformAdapter = {
  platform: 'mautic',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/users/self', credentials.listId, (id) => `/segments/${id}`)
  },

  async deliver(member, credentials, context) {
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/contacts/new',
      headers: headers(credentials),
      json: withoutEmpty({
        email: requireEmail(member),
        firstname: member.firstName,
        lastname: member.lastName,
        mobile: member.phone,
        tags: [...member.tags, member.groupName],
        overwriteWithBlank: false,
      }),
    })
    const contactId = response.body?.contact?.id
    if (credentials.listId && contactId) {
      await requestPlatform(context, {
        method: 'POST',
        path: `/segments/${encodeURIComponent(credentials.listId)}/contact/${contactId}/add`,
        headers: headers(credentials),
      })
    }
    return {
      externalId: contactId ? String(contactId) : undefined,
      alreadyPresent: response.statusCode === 200,
      statusCode: response.statusCode,
    }
  },
}
