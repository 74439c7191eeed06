/*
 * Sendy (self-hosted): form posts that always answer HTTP 200 with a plain
 * text verdict, so the text decides: "1"/"true" is success, "Already
 * subscribed." counts as delivered, anything else is an error.
 */
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import { errorInBody, requestPlatform } from '#services/integrations/http'
import { requireCredential, subscriberFields, withoutEmpty } from '#services/integrations/member_fields'

function verdictError(text: string) {
  const message = text.trim() || 'Sendy gave no answer.'
  if (/api key/i.test(message)) return errorInBody(message, 'auth')
  if (/list (id|does not exist)|invalid list/i.test(message)) return errorInBody(message, 'not_found')
  return errorInBody(message, 'invalid')
}

function apiKey(credentials: Credentials) {
  return requireCredential(credentials, 'apiKey', 'The API key')
}

export const sendy: PlatformAdapter = {
  platform: 'sendy',
  kind: 'email',

  async test(credentials, context) {
    const brands = await requestPlatform(context, {
      method: 'POST',
      path: '/api/brands/get-brands.php',
      form: { api_key: apiKey(credentials) },
    })
    if (typeof brands.body === 'string' && /invalid|no data/i.test(brands.body)) throw verdictError(brands.body)
    if (credentials.listId) {
      const count = await requestPlatform(context, {
        method: 'POST',
        path: '/api/subscribers/active-subscriber-count.php',
        form: { api_key: apiKey(credentials), list_id: credentials.listId },
      })
      if (!/^\s*\d+\s*$/.test(count.text)) throw verdictError(count.text)
    }
  },

  async deliver(member, credentials, context) {
    const key = apiKey(credentials)
    const list = requireCredential(credentials, 'listId', 'The list ID')
    const { email, name, phone, fields } = subscriberFields(member)
    const response = await requestPlatform(context, {
      method: 'POST',
      path: '/subscribe',
      form: withoutEmpty({
        ...fields,
        api_key: key,
        list,
        email,
        name,
        Phone: phone,
        boolean: 'true',
        silent: 'true',
      }) as Record<string, string>,
    })
    const verdict = response.text.trim()
    if (verdict === '1' || verdict === 'true') return { statusCode: response.statusCode }
    if (/already subscribed/i.test(verdict)) return { alreadyPresent: true, statusCode: response.statusCode }
    throw verdictError(verdict)
  },
}
