/*
 * AWeber API 1.0 (OAuth 2.0 only): the subscriber is added to the list
 * with update_existing, which makes the call an upsert. AWeber answers a
 * rate limit with 403 RateLimitError, which is not an auth failure.
 */
import type { AdapterContext, Credentials, PlatformAdapter } from '#services/integrations/contract'
import { bearer } from '#services/integrations/email/oauth_token'
import { callPlatform, errorForResponse, type PlatformResponse } from '#services/integrations/http'
import { fullName, requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function checked(response: PlatformResponse) {
  if (response.statusCode < 300) return response
  const rateLimited = response.statusCode === 403 && /RateLimit/i.test(response.text)
  throw errorForResponse(response, rateLimited ? 'rate_limited' : undefined)
}

async function accountId(credentials: Credentials, context: AdapterContext): Promise<string> {
  if (credentials.accountId) return credentials.accountId
  const accounts = checked(await callPlatform(context, { path: '/accounts', headers: bearer(credentials, 'AWeber') }))
  const id = accounts.body?.entries?.[0]?.id
  if (!id) throw errorForResponse({ ...accounts, statusCode: 404 })
  return String(id)
}

export const aweber: PlatformAdapter = {
  platform: 'aweber',
  kind: 'email',

  async test(credentials, context) {
    const account = await accountId(credentials, context)
    if (credentials.listId) {
      checked(
        await callPlatform(context, {
          path: `/accounts/${account}/lists/${encodeURIComponent(credentials.listId)}`,
          headers: bearer(credentials, 'AWeber'),
        })
      )
    }
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const listId = requireCredential(credentials, 'listId', 'The list ID')
    const account = await accountId(credentials, context)
    const response = checked(
      await callPlatform(context, {
        method: 'POST',
        path: `/accounts/${account}/lists/${encodeURIComponent(listId)}/subscribers`,
        headers: bearer(credentials, 'AWeber'),
        json: withoutEmpty({
          email,
          name: fullName(member),
          custom_fields: member.phone ? { phone: member.phone } : undefined,
          tags: member.tags.length ? member.tags : undefined,
          update_existing: true,
        }),
      })
    )
    return {
      externalId: response.headers.location,
      alreadyPresent: response.statusCode === 209,
      statusCode: response.statusCode,
    }
  },
}
