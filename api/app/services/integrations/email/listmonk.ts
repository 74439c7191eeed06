/*
 * listmonk (self-hosted): subscribers are created with the group and
 * answers as attributes. An email already there answers 409; the existing
 * subscriber is then found and added to the list, and counts as delivered.
 */
import type { AdapterContext, Credentials, MemberContact, PlatformAdapter } from '#services/integrations/contract'
import { callPlatform, checkKeyAndList, errorForResponse, requestPlatform } from '#services/integrations/http'
import { requireCredential, subscriberFields, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  const user = requireCredential(credentials, 'username', 'The API user')
  return { authorization: `token ${user}:${requireCredential(credentials, 'apiKey', 'The API token')}` }
}

function listIds(credentials: Credentials) {
  return [Number(requireCredential(credentials, 'listId', 'The list ID'))]
}

async function addExistingToList(email: string, credentials: Credentials, context: AdapterContext) {
  const found = await requestPlatform(context, {
    path: '/subscribers',
    headers: headers(credentials),
    searchParams: { query: `subscribers.email = '${email.replace(/'/g, "''")}'`, per_page: 1 },
  })
  const id = found.body?.data?.results?.[0]?.id
  if (!id) return undefined
  await requestPlatform(context, {
    method: 'PUT',
    path: '/subscribers/lists',
    headers: headers(credentials),
    json: { ids: [id], action: 'add', target_list_ids: listIds(credentials), status: 'confirmed' },
  })
  return String(id)
}

function subscriber(member: MemberContact, credentials: Credentials) {
  const { email, name, phone, fields } = subscriberFields(member)
  return {
    email,
    name: name || email,
    status: 'enabled',
    lists: listIds(credentials),
    attribs: withoutEmpty({ ...fields, phone, tags: member.tags.length ? member.tags.join(', ') : null }),
    preconfirm_subscriptions: true,
  }
}

export const listmonk: PlatformAdapter = {
  platform: 'listmonk',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/health', credentials.listId, (id) => `/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    const body = subscriber(member, credentials)
    const response = await callPlatform(context, {
      method: 'POST',
      path: '/subscribers',
      headers: headers(credentials),
      json: body,
    })
    if (response.statusCode === 409) {
      const externalId = await addExistingToList(body.email, credentials, context)
      return { externalId, alreadyPresent: true, statusCode: response.statusCode }
    }
    if (response.statusCode >= 300) throw errorForResponse(response)
    return { externalId: String(response.body?.data?.id ?? ''), statusCode: response.statusCode }
  },
}
