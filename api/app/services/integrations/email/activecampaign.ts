/*
 * ActiveCampaign API v3: /contact/sync upserts by email (201 new, 200
 * existing), then the contact joins the list and gets each tag (tags are
 * found by name or created, since ActiveCampaign links them by id).
 */
import type { AdapterContext, Credentials, PlatformAdapter } from '#services/integrations/contract'
import { checkKeyAndList, errorInBody, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { 'api-token': requireCredential(credentials, 'apiKey', 'The API key') }
}

/** Some ActiveCampaign endpoints answer 200 with `errors` in the body. */
function throwBodyErrors(body: any) {
  const first = Array.isArray(body?.errors) ? body.errors[0] : undefined
  if (first) {
    const kind = first.code === 'related_missing' ? 'not_found' : 'invalid'
    throw errorInBody(first.title ?? first.detail ?? 'ActiveCampaign rejected the contact.', kind)
  }
}

async function tagId(name: string, credentials: Credentials, context: AdapterContext) {
  const found = await requestPlatform(context, {
    path: '/tags',
    headers: headers(credentials),
    searchParams: { search: name },
  })
  const existing = (found.body?.tags ?? []).find((tag: any) => tag.tag === name)
  if (existing) return existing.id
  const created = await requestPlatform(context, {
    method: 'POST',
    path: '/tags',
    headers: headers(credentials),
    json: { tag: { tag: name, tagType: 'contact', description: 'Added by JoinFlow' } },
  })
  return created.body?.tag?.id
}

export const activecampaign: PlatformAdapter = {
  platform: 'activecampaign',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/users/me', credentials.listId, (id) => `/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const synced = await requestPlatform(context, {
      method: 'POST',
      path: '/contact/sync',
      headers: headers(credentials),
      json: {
        contact: { email, firstName: member.firstName, lastName: member.lastName, phone: member.phone ?? undefined },
      },
    })
    throwBodyErrors(synced.body)
    const contactId = synced.body?.contact?.id
    if (credentials.listId) {
      const listed = await requestPlatform(context, {
        method: 'POST',
        path: '/contactLists',
        headers: headers(credentials),
        json: { contactList: { list: credentials.listId, contact: contactId, status: 1 } },
      })
      throwBodyErrors(listed.body)
    }
    for (const name of member.tags) {
      const tag = await tagId(name, credentials, context)
      await requestPlatform(context, {
        method: 'POST',
        path: '/contactTags',
        headers: headers(credentials),
        json: { contactTag: { contact: contactId, tag } },
      })
    }
    return {
      externalId: contactId ? String(contactId) : undefined,
      alreadyPresent: synced.statusCode === 200,
      statusCode: synced.statusCode,
    }
  },
}
