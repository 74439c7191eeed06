/*
 * The Webhook destination reaches every tool JoinFlow has no adapter for:
 * a signed JSON POST to the owner's URL.
 *
 * Signature: `X-JoinFlow-Signature: sha256=<hex>` where hex is the
 * HMAC-SHA256, keyed with the integration's secret, of
 * `<X-JoinFlow-Timestamp>.<raw body>`. Signing the timestamp with the body
 * lets receivers refuse replays of old deliveries. `X-JoinFlow-Delivery`
 * is the same for every attempt of one delivery, so receivers can drop
 * repeats.
 *
 * Only public addresses receive webhooks: a URL on a private network (or a
 * name resolving to one) is refused when the owner saves it
 * (#validators/integration), and again by the guarded client at every
 * connection, since a name can change what it points to after saving.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import {
  type AdapterContext,
  type Credentials,
  IntegrationError,
  type MemberContact,
  type PlatformAdapter,
} from '#services/integrations/contract'
import { errorForResponse, errorForTransport, type PlatformResponse } from '#services/integrations/http'
import { requireCredential } from '#services/integrations/member_fields'

export const WEBHOOK_EVENT = 'member.approved'

export function generateWebhookSecret() {
  return `whsec_${randomBytes(24).toString('base64url')}`
}

export function signWebhookBody(secret: string, body: string, timestamp: string | number) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

export const WEBHOOK_URL_NOT_PUBLIC = 'Webhook URLs must point to a public address.'

/** The owner's URL, checked: http(s) only (the guarded client checks where it leads). */
export function webhookTarget(credentials: Credentials): URL {
  let target: URL
  try {
    target = new URL(requireCredential(credentials, 'url', 'The webhook URL'))
  } catch (error) {
    if (error instanceof IntegrationError) throw error
    throw new IntegrationError('Enter a full URL starting with https://.', 'invalid')
  }
  if (!['https:', 'http:'].includes(target.protocol)) {
    throw new IntegrationError('Enter a full URL starting with https://.', 'invalid')
  }
  return target
}

export function webhookPayload(member: MemberContact, event = WEBHOOK_EVENT) {
  return {
    event,
    member: {
      id: member.memberRequestId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      phone: member.phone,
      profileUrl: member.profileUrl,
      location: member.location,
      answers: member.answers,
      tags: member.tags,
      requestedAt: member.requestedAt,
      decidedAt: member.decidedAt,
    },
    group: { id: member.groupId, name: member.groupName },
    sentAt: new Date().toISOString(),
  }
}

async function post(payload: { event: string; sentAt: string }, credentials: Credentials, context: AdapterContext) {
  const target = webhookTarget(credentials)
  const secret = requireCredential(credentials, 'secret', 'The signing secret')
  const body = JSON.stringify(payload)
  const timestamp = String(Math.floor(Date.now() / 1000))
  let response: PlatformResponse
  try {
    const answer = await context.http(target, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-joinflow-event': payload.event,
        'x-joinflow-timestamp': timestamp,
        'x-joinflow-delivery': context.deliveryId ?? randomUUID(),
        'x-joinflow-signature': signWebhookBody(secret, body, timestamp),
      },
      signal: context.signal,
      responseType: 'text',
      throwHttpErrors: false,
      followRedirect: false,
    })
    response = { statusCode: answer.statusCode, headers: answer.headers, text: answer.body, body: answer.body }
  } catch (error) {
    if ((error as { code?: string }).code === 'EPRIVATETARGET') throw new IntegrationError(WEBHOOK_URL_NOT_PUBLIC, 'invalid')
    throw errorForTransport(error)
  }
  if (response.statusCode < 200 || response.statusCode >= 300) throw errorForResponse(response)
  return response
}

export const webhook: PlatformAdapter = {
  platform: 'webhook',
  kind: 'webhook',

  async test(credentials, context) {
    await post({ event: 'ping', sentAt: new Date().toISOString() }, credentials, context)
  },

  async deliver(member, credentials, context) {
    const response = await post(webhookPayload(member), credentials, context)
    return { statusCode: response.statusCode }
  },
}
