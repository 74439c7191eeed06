/*
 * Systeme.io: contacts are created with field slugs; an email already in
 * use answers 422, which counts as delivered (the existing contact is then
 * found by email so the tag still applies). Tags are the audience.
 */
import type { AdapterContext, Credentials, PlatformAdapter } from '#services/integrations/contract'
import { errorForResponse, callPlatform, requestPlatform } from '#services/integrations/http'
import { requireCredential, requireEmail } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { 'x-api-key': requireCredential(credentials, 'apiKey', 'The API key') }
}

function alreadyUsed(body: any) {
  return /already|used/i.test(JSON.stringify(body ?? ''))
}

async function existingContactId(email: string, credentials: Credentials, context: AdapterContext) {
  const found = await requestPlatform(context, {
    path: '/contacts',
    headers: headers(credentials),
    searchParams: { email },
  })
  return found.body?.items?.[0]?.id
}

export const systemeIo: PlatformAdapter = {
  platform: 'systeme-io',
  kind: 'email',

  async test(credentials, context) {
    await requestPlatform(context, { path: '/tags', headers: headers(credentials) })
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const fields = [
      { slug: 'first_name', value: member.firstName },
      { slug: 'surname', value: member.lastName },
      ...(member.phone ? [{ slug: 'phone_number', value: member.phone }] : []),
    ]
    const response = await callPlatform(context, {
      method: 'POST',
      path: '/contacts',
      headers: headers(credentials),
      json: { email, fields },
    })
    const alreadyPresent = response.statusCode === 422 && alreadyUsed(response.body)
    if (response.statusCode >= 300 && !alreadyPresent) throw errorForResponse(response)
    const contactId = alreadyPresent ? await existingContactId(email, credentials, context) : response.body?.id
    if (credentials.tagId && contactId) {
      await requestPlatform(context, {
        method: 'POST',
        path: `/contacts/${contactId}/tags`,
        headers: headers(credentials),
        json: { tagId: Number(credentials.tagId) },
      })
    }
    return { externalId: contactId ? String(contactId) : undefined, alreadyPresent, statusCode: response.statusCode }
  },
}
