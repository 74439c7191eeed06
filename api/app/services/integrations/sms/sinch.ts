/*
 * Sinch SMS (xms v1): a batch of one per welcome text, under the service
 * plan, on the plan's regional host.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { requestPlatform } from '#services/integrations/http'
import { digitsOnly, requireCredential } from '#services/integrations/member_fields'
import { welcomeSms } from '#services/integrations/sms/welcome_text'

function plan(credentials: Credentials) {
  return {
    path: `/${encodeURIComponent(requireCredential(credentials, 'servicePlanId', 'The service plan ID'))}`,
    headers: { authorization: `Bearer ${requireCredential(credentials, 'apiKey', 'The API token')}` },
  }
}

export const sinch: PlatformAdapter = {
  platform: 'sinch',
  kind: 'sms',

  async test(credentials, context) {
    const { path, headers } = plan(credentials)
    await requestPlatform(context, { path: `${path}/batches`, headers, searchParams: { page_size: 1 } })
  },

  async deliver(member, credentials, context) {
    const { phone, text } = welcomeSms(member, false)
    const { path, headers } = plan(credentials)
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `${path}/batches`,
      headers,
      json: {
        from: digitsOnly(requireCredential(credentials, 'from', 'The sender')),
        to: [digitsOnly(phone)],
        body: text,
      },
    })
    return { externalId: response.body?.id, statusCode: response.statusCode }
  },
}
