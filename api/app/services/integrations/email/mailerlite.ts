/*
 * MailerLite (connect.mailerlite.com): POST /subscribers is a
 * non-destructive upsert, 201 when created and 200 when updated.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, postJson } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API key')}` }
}

export const mailerlite: PlatformAdapter = {
  platform: 'mailerlite',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(
      context,
      headers(credentials),
      { path: '/groups', searchParams: { limit: 1 } },
      credentials.listId,
      (id) => ({ path: `/groups/${id}/subscribers`, searchParams: { limit: 1 } })
    )
  },

  async deliver(member, credentials, context) {
    const response = await postJson(context, '/subscribers', headers(credentials), {
      email: requireEmail(member),
      fields: withoutEmpty({ name: member.firstName, last_name: member.lastName, phone: member.phone }),
      ...(credentials.listId ? { groups: [credentials.listId] } : {}),
      status: 'active',
    })
    return {
      externalId: response.body?.data?.id,
      alreadyPresent: response.statusCode === 200,
      statusCode: response.statusCode,
    }
  },
}
