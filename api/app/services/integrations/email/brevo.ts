/*
 * Brevo API v3: POST /contacts with updateEnabled upserts (201 created,
 * 204 updated). Brevo refuses a phone already used by another contact even
 * then, so that one case is retried without the phone.
 */
import type { Credentials, MemberContact, PlatformAdapter } from '#services/integrations/contract'
import { callPlatform, checkKeyAndList, errorForResponse } from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function headers(credentials: Credentials) {
  return { 'api-key': requireCredential(credentials, 'apiKey', 'The API key') }
}

function contactBody(member: MemberContact, credentials: Credentials, withPhone: boolean) {
  const listId = Number(credentials.listId)
  return {
    email: requireEmail(member),
    attributes: withoutEmpty({
      FIRSTNAME: member.firstName,
      LASTNAME: member.lastName,
      SMS: withPhone ? member.phone : null,
    }),
    ...(credentials.listId && Number.isInteger(listId) ? { listIds: [listId] } : {}),
    updateEnabled: true,
  }
}

function phoneTaken(body: any) {
  return body?.code === 'duplicate_parameter' && JSON.stringify(body?.metadata ?? body?.message ?? '').includes('SMS')
}

export const brevo: PlatformAdapter = {
  platform: 'brevo',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(context, headers(credentials), '/account', credentials.listId, (id) => `/contacts/lists/${id}`)
  },

  async deliver(member, credentials, context) {
    const send = (withPhone: boolean) =>
      callPlatform(context, {
        method: 'POST',
        path: '/contacts',
        headers: headers(credentials),
        json: contactBody(member, credentials, withPhone),
      })
    let response = await send(Boolean(member.phone))
    if (response.statusCode === 400 && member.phone && phoneTaken(response.body)) response = await send(false)
    if (response.statusCode >= 300) throw errorForResponse(response)
    return {
      externalId: response.body?.id ? String(response.body.id) : undefined,
      alreadyPresent: response.statusCode === 204,
      statusCode: response.statusCode,
    }
  },
}
