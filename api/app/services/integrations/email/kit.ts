/*
 * Kit (ConvertKit) API v4: creating a subscriber is an upsert (201 new,
 * 200 existing); custom fields Kit does not know are ignored, so the group
 * and answers are always sent. A form ID attaches the subscriber to it.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, postJson } from '#services/integrations/http'
import { customFields, requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials): Record<string, string> {
  return credentials.accessToken
    ? { authorization: `Bearer ${credentials.accessToken}` }
    : { 'x-kit-api-key': requireCredential(credentials, 'apiKey', 'The API key') }
}

export const kit: PlatformAdapter = {
  platform: 'kit',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(
      context,
      headers(credentials),
      '/account',
      credentials.listId,
      (id) => ({ path: `/forms/${id}/subscribers`, searchParams: { per_page: 1 } })
    )
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const response = await postJson(context, '/subscribers', headers(credentials), {
      email_address: email,
      first_name: member.firstName,
      fields: withoutEmpty({ last_name: member.lastName, phone: member.phone, ...customFields(member) }),
    })
    if (credentials.listId) {
      await postJson(context, `/forms/${encodeURIComponent(credentials.listId)}/subscribers`, headers(credentials), {
        email_address: email,
        referrer: member.profileUrl ?? undefined,
      })
    }
    return {
      externalId: String(response.body?.subscriber?.id ?? ''),
      alreadyPresent: response.statusCode === 200,
      statusCode: response.statusCode,
    }
  },
}
