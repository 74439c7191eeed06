/*
 * Mailchimp Marketing API 3.0: the member is upserted into the audience by
 * the MD5 of their lowercased email (PUT), then tagged with their tags and
 * group. An audience without a PHONE merge field gets the member without
 * the phone rather than not at all. An OAuth connection stores the account's API endpoint (from
 * `mailchimpMetadata`) as `apiEndpoint` beside the token.
 */
import { createHash } from 'node:crypto'
import type { Credentials, PlatformAdapter } from '#services/integrations/contract'
import type { Got } from 'got'
import { baseUrlFor } from '#services/integrations/base_urls'
import {
  basicAuth,
  callPlatform,
  checkKeyAndList,
  createPlatformHttp,
  errorForResponse,
  type PlatformResponse,
  requestPlatform,
} from '#services/integrations/http'
import { requireCredential, requireEmail, withoutEmpty } from '#services/integrations/member_fields'

function authorization(credentials: Credentials) {
  return credentials.accessToken
    ? `Bearer ${credentials.accessToken}`
    : basicAuth('joinflow', requireCredential(credentials, 'apiKey', 'The API key'))
}

export function subscriberHash(email: string) {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex')
}

/** An audience without a usable PHONE merge field refuses the whole member; they are sent without it. */
function phoneRefused(response: PlatformResponse) {
  const errors: { field?: string }[] = response.body?.errors ?? []
  return response.statusCode === 400 && errors.some((error) => error.field === 'PHONE')
}

/** The data centre and API endpoint of the account an OAuth token belongs to. */
export async function mailchimpMetadata(accessToken: string, http: Got = createPlatformHttp()) {
  const response = await requestPlatform(
    { http, baseUrl: baseUrlFor('mailchimp-login') },
    { path: '/oauth2/metadata', headers: { authorization: `OAuth ${accessToken}` } }
  )
  return { dc: String(response.body?.dc ?? ''), apiEndpoint: String(response.body?.api_endpoint ?? '') }
}

export const mailchimp: PlatformAdapter = {
  platform: 'mailchimp',
  kind: 'email',

  async test(credentials, context) {
    await checkKeyAndList(
      context,
      { authorization: authorization(credentials) },
      '/ping',
      credentials.listId,
      (id) => ({ path: `/lists/${id}`, searchParams: { fields: 'id,name' } })
    )
  },

  async deliver(member, credentials, context) {
    const email = requireEmail(member)
    const listId = encodeURIComponent(requireCredential(credentials, 'listId', 'The audience ID'))
    const headers = { authorization: authorization(credentials) }
    const memberPath = `/lists/${listId}/members/${subscriberHash(email)}`
    const put = (withPhone: boolean) =>
      callPlatform(context, {
        method: 'PUT',
        path: memberPath,
        headers,
        json: {
          email_address: email,
          status_if_new: 'subscribed',
          merge_fields: withoutEmpty({
            FNAME: member.firstName,
            LNAME: member.lastName,
            PHONE: withPhone ? member.phone : null,
          }),
        },
      })
    let response = await put(Boolean(member.phone))
    if (member.phone && phoneRefused(response)) response = await put(false)
    if (response.statusCode >= 300) throw errorForResponse(response)
    const tags = [...new Set([...member.tags, member.groupName])]
    await requestPlatform(context, {
      method: 'POST',
      path: `${memberPath}/tags`,
      headers,
      json: { tags: tags.map((name) => ({ name, status: 'active' })) },
    })
    return { externalId: response.body?.id, statusCode: response.statusCode }
  },
}
