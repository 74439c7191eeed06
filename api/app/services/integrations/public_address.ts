/*
 * Keeps calls to owner-typed addresses (webhook URLs, self-hosted account
 * URLs) off loopback, private and link-local networks, so an integration
 * cannot be used to reach the servers JoinFlow runs beside. Names are
 * checked after DNS resolution, so a public name pointing inside is refused
 * too. WEBHOOK_ALLOW_PRIVATE=true lifts the guard (tests only).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP } from 'node:net'

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

export function privateTargetsAllowed() {
  return process.env.WEBHOOK_ALLOW_PRIVATE === 'true'
}

/** True when the URL names a private address literally (DNS names are checked by publicOnlyLookup). */
export function isPrivateLiteral(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return isIP(host) !== 0 && isPrivateAddress(host)
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** A dns.lookup for got that refuses names resolving to private addresses, failing with `message`. */
export function publicOnlyLookup(message: string) {
  return ((hostname: string, options: any, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, [])
      if (addresses.some(({ address }) => isPrivateAddress(address))) {
        return callback(Object.assign(new Error(message), { code: 'EPRIVATETARGET' }), [])
      }
      if (options?.all) return callback(null, addresses)
      return callback(null, addresses[0].address, addresses[0].family)
    })
  }) as any
}
