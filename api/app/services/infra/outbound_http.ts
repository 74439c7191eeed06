/*
 * The one HTTP client JoinFlow calls other servers with: email and SMS
 * platforms, Google, webhooks, OAuth token and user-info endpoints, and
 * Facebook for group pictures. Many of those addresses come from an owner
 * (a webhook URL, a self-hosted install) or from another server's answer
 * (a redirect, a discovery document), so every connection it opens is
 * checked where it is made, in its agents:
 *
 * - a host name is resolved once, by the guard; if any address it resolves
 *   to is not public (#domain/network_address) the connection is refused,
 *   and otherwise the socket connects to exactly the address that was
 *   checked, so a name that answers differently a moment later (DNS
 *   rebinding) gains nothing;
 * - an address written as a literal (`http://169.254.169.254`,
 *   `http://[::ffff:127.0.0.1]`) is checked before connecting;
 * - redirects, when a caller follows them, open new connections through
 *   the same agents, so each hop is checked the same way.
 *
 * A refused connection fails with the code EPRIVATETARGET before a single
 * byte is sent.
 *
 * TEST_ONLY_ALLOW_PRIVATE_NETWORK=true lifts the check so tests, benches and
 * local development can use servers on this machine; it is off by default
 * and a production start warns loudly while it is on (#start/outbound_guard).
 */
import dns, { type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import type { Duplex } from 'node:stream'
import got, { type Got } from 'got'
import { classifyAddress } from '#domain/network_address'

export const PRIVATE_NETWORK_SETTING = 'TEST_ONLY_ALLOW_PRIVATE_NETWORK'

/** True while the test-only setting lets calls reach loopback and private addresses (read at each call, so tests can flip it). */
export function privateNetworkAllowed() {
  return process.env[PRIVATE_NETWORK_SETTING] === 'true'
}

export const OUTBOUND_TIMEOUT_MS = 10_000
const USER_AGENT = 'JoinFlow (https://joinflow.app)'

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATETARGET'

  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string
  ) {
    super(`${host} is not a public address (${range}).`)
    this.name = 'PrivateAddressError'
  }
}

type LookupFunction = (
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void
) => void

export interface AddressPolicy {
  /** Whether a connection to this address may be opened. */
  allows(address: string): boolean
}

/** Only public addresses; what every caller gets outside tests. */
export const PUBLIC_ONLY: AddressPolicy = { allows: (address) => classifyAddress(address).public }

interface GuardSettings {
  policy: AddressPolicy
  /** `host:port` pairs the operator configured for this client (an OpenID Connect issuer), reachable wherever they are. */
  trusted: Set<string>
}

function refusal(host: string, address: string) {
  return new PrivateAddressError(host, address, classifyAddress(address).range)
}

/** Resolves every address of a name and refuses the lot when one of them is not allowed. */
function guardedLookup(resolve: LookupFunction, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, [])
      const addresses = (Array.isArray(found) ? found : [{ address: found, family: options.family ?? 4 }]) as LookupAddress[]
      if (!addresses.length) {
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), [])
      }
      const refused = addresses.find(({ address }) => !policy.allows(address))
      if (refused) return callback(refusal(hostname, refused.address), [])
      if (options.all) return callback(null, addresses)
      return callback(null, addresses[0].address, addresses[0].family)
    })
  }
}

/**
 * Checks the connection an agent is about to open; returns the refusal, or
 * undefined after fitting the options with the guarded lookup.
 */
function guardConnection(options: http.ClientRequestArgs, settings: GuardSettings): Error | undefined {
  if (privateNetworkAllowed()) return undefined
  if (options.socketPath) return refusal(options.socketPath, 'unix socket')
  const host = String(options.host ?? options.hostname ?? 'localhost').replace(/^\[(.*)\]$/, '$1')
  if (settings.trusted.has(`${host}:${options.port}`)) return undefined
  if (isIP(host)) return settings.policy.allows(host) ? undefined : refusal(host, host)
  const resolve = (options.lookup ?? dns.lookup) as LookupFunction
  options.lookup = guardedLookup(resolve, settings.policy) as http.ClientRequestArgs['lookup']
  return undefined
}

type ConnectionCallback = (error: Error | null, stream: Duplex) => void

/** Opens the agent's connection unless the guard refuses it; a refusal reaches the request as its error. */
function connectGuarded<Socket>(
  settings: GuardSettings,
  options: http.ClientRequestArgs,
  callback: ConnectionCallback | undefined,
  connect: () => Socket
): Socket | undefined {
  const refused = guardConnection(options, settings)
  if (!refused) return connect()
  callback?.(refused, undefined as unknown as Duplex)
  return undefined
}

class GuardedHttpAgent extends http.Agent {
  constructor(private readonly settings: GuardSettings) {
    super({ keepAlive: true })
  }

  createConnection(options: http.ClientRequestArgs, callback?: ConnectionCallback) {
    return connectGuarded(this.settings, options, callback, () => super.createConnection(options, callback))
  }
}

class GuardedHttpsAgent extends https.Agent {
  constructor(private readonly settings: GuardSettings) {
    super({ keepAlive: true })
  }

  createConnection(options: https.RequestOptions, callback?: ConnectionCallback) {
    return connectGuarded(this.settings, options, callback, () => super.createConnection(options, callback))
  }
}

export interface OutboundHttpOptions {
  timeoutMs?: number
  /** Off by default: a platform's redirect must not carry an owner's credentials to another host. */
  followRedirects?: boolean
  /** Origins the operator configured, reachable even on a private network (the OpenID Connect issuer). */
  trustedOrigins?: string[]
  /** Another resolver (tests simulate DNS with it). */
  lookup?: LookupFunction
  /** Another policy (tests let a local server stand in for a public host with it). */
  policy?: AddressPolicy
}

function hostAndPort(origin: string) {
  const url = new URL(origin)
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  return `${url.hostname.replace(/^\[(.*)\]$/, '$1')}:${port}`
}

/** A got instance whose every connection, redirects included, goes through the guard. */
export function createOutboundHttp(options: OutboundHttpOptions = {}): Got {
  const settings: GuardSettings = {
    policy: options.policy ?? PUBLIC_ONLY,
    trusted: new Set((options.trustedOrigins ?? []).map(hostAndPort)),
  }
  return got.extend({
    agent: { http: new GuardedHttpAgent(settings), https: new GuardedHttpsAgent(settings) },
    dnsLookup: options.lookup as any,
    enableUnixSockets: false,
    timeout: { request: options.timeoutMs ?? OUTBOUND_TIMEOUT_MS },
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: options.followRedirects ?? false,
    maxRedirects: 5,
    headers: { 'user-agent': USER_AGENT },
  })
}

const SAVE_CHECK_TIMEOUT_MS = 5000

export type HostCheck = { public: true } | { public: false; reason: 'private' | 'invalid' }

/**
 * Whether a URL's host is public, checked when an owner saves it so a
 * private address is refused at once rather than at the first delivery. A
 * name that does not resolve (yet) passes: the connection is checked again
 * when it is made.
 */
export async function checkPublicUrl(
  value: string,
  resolve: LookupFunction = dns.lookup as LookupFunction,
  timeoutMs = SAVE_CHECK_TIMEOUT_MS
): Promise<HostCheck> {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { public: false, reason: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { public: false, reason: 'invalid' }
  if (privateNetworkAllowed()) return { public: true }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host)) return classifyAddress(host).public ? { public: true } : { public: false, reason: 'private' }
  const addresses = await new Promise<LookupAddress[]>((done) => {
    // A resolver that does not answer in time leaves the check to the connection.
    const timer = setTimeout(() => done([]), timeoutMs)
    resolve(host, { all: true }, (error, found) => {
      clearTimeout(timer)
      done(error || !Array.isArray(found) ? [] : found)
    })
  })
  return addresses.every(({ address }) => classifyAddress(address).public) ? { public: true } : { public: false, reason: 'private' }
}

/**
 * What a start should shout about: the test-only setting on in production,
 * and the setting it replaced, which is no longer read.
 */
export function outboundSettingWarnings(environment: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = []
  if (environment[PRIVATE_NETWORK_SETTING] === 'true' && environment.NODE_ENV === 'production') {
    warnings.push(
      `${PRIVATE_NETWORK_SETTING}=true with NODE_ENV=production: integrations, webhooks, sign-in and picture refreshes ` +
        'can reach loopback and private addresses (databases, cloud metadata). It is for tests only: unset it.'
    )
  }
  if (environment.WEBHOOK_ALLOW_PRIVATE !== undefined) {
    warnings.push(
      `WEBHOOK_ALLOW_PRIVATE is no longer read: webhooks reach public addresses only. Tests use ${PRIVATE_NETWORK_SETTING}=true.`
    )
  }
  return warnings
}
