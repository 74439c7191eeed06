/*
 * Constant Contact API v3 (OAuth 2.0 only): the sign-up-form call creates
 * (201) or updates (200) the contact and adds it to the list.
 */
import type { PlatformAdapter } from '#services/integrations/contract'
import { bearer } from '#services/integrations/email/oauth_token'
import { checkKeyAndList, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

export const constantContact: PlatformAdapter = {
  platform: 'constant-contact',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(
      context,
      bearer(credentials, 'Constant Contact'),
      { path: '/contact_lists', searchParams: { limit: 1 } },
      credentials.listId,
      (id) => `/contact_lists/${id}`
    )
  },

  async deliver(member, credentials, context) {
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/contacts/sign_up_form',
      headers: bearer(credentials, 'Constant Contact'),
      json: withoutEmpty({
        email_address: requireEmail(member),
        first_name: member.firstName,
        last_name: member.lastName,
        phone_number: member.phone,
        list_memberships: [requireCredential(credentials, 'listId', 'The list ID')],
      }),
    })
    return {
      externalId: response.body?.contact_id,
      alreadyPresent: response.statusCode === 200,
      statusCode: response.statusCode,
    }
  },
}
