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
 * Private, loopback and link-local targets are refused (checked on the
 * resolved address, so a public name pointing inside is refused too)
 * unless WEBHOOK_ALLOW_PRIVATE=true.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'
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

const PRIVATE_RANGES = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6')
}

export function isPrivateAddress(address: string) {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  if (mapped) return isPrivateAddress(mapped)
  const family = isIP(address)
  if (!family) return true
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

function privateTargetsAllowed() {
  return process.env.WEBHOOK_ALLOW_PRIVATE === 'true'
}

const REFUSED = 'Webhook URLs must point to a public address.'

/** The owner's URL, checked: http(s) only, and no private host unless allowed. */
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
  const host = target.hostname.replace(/^\[|\]$/g, '')
  if (!privateTargetsAllowed() && isIP(host) && isPrivateAddress(host)) {
    throw new IntegrationError(REFUSED, 'invalid')
  }
  return target
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** dns.lookup that refuses names resolving to private addresses. */
export function publicOnlyLookup(hostname: string, options: any, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, [])
    const refused = addresses.some(({ address }) => isPrivateAddress(address))
    if (refused) {
      const failure = Object.assign(new Error(REFUSED), { code: 'EPRIVATETARGET' })
      return callback(failure, [])
    }
    if (options?.all) return callback(null, addresses)
    return callback(null, addresses[0].address, addresses[0].family)
  })
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
      dnsLookup: privateTargetsAllowed() ? undefined : (publicOnlyLookup as any),
      signal: context.signal,
      responseType: 'text',
      throwHttpErrors: false,
      followRedirect: false,
    })
    response = { statusCode: answer.statusCode, headers: answer.headers, text: answer.body, body: answer.body }
  } catch (error) {
    if ((error as { code?: string }).code === 'EPRIVATETARGET') throw new IntegrationError(REFUSED, 'invalid')
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
