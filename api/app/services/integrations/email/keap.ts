/*
 * Keap REST v1 (OAuth 2.0): PUT /contacts with duplicate_option Email
 * creates (201) or updates (200) the contact; a tag ID then tags it.
 */
import type { PlatformAdapter } from '#services/integrations/contract'
import { bearer } from '#services/integrations/email/oauth_token'
import { requestPlatform } from '#services/integrations/http'
import { requireEmail } from '#services/integrations/member_fields'

export const keap: PlatformAdapter = {
  platform: 'keap',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/oauth/connect/userinfo', headers: bearer(credentials, 'Keap') })
  },

  async deliver(member, credentials, context) {
    const headers = bearer(credentials, 'Keap')
    const response = await requestPlatform(context, {
      method: 'PUT',
      path: '/contacts',
      headers,
      json: {
        duplicate_option: 'Email',
        email_addresses: [{ email: requireEmail(member), field: 'EMAIL1' }],
        given_name: member.firstName,
        family_name: member.lastName,
        ...(member.phone ? { phone_numbers: [{ number: member.phone, field: 'PHONE1' }] } : {}),
        opt_in_reason: `Joined the Facebook group ${member.groupName}`,
      },
    })
    const contactId = response.body?.id
    if (credentials.tagId && contactId) {
      await requestPlatform(context, {
        method: 'POST',
        path: `/contacts/${contactId}/tags`,
        headers,
        json: { tagIds: [Number(credentials.tagId)] },
      })
    }
    return {
      externalId: contactId ? String(contactId) : undefined,
      alreadyPresent: response.statusCode === 200,
      statusCode: response.statusCode,
    }
  },
}
