/*
 * Which network addresses JoinFlow may call on an owner's behalf. Only
 * global unicast addresses are public; everything else (loopback, private
 * and unique-local, link-local with the cloud metadata service, CGNAT,
 * multicast, broadcast, unspecified, documentation and other reserved
 * ranges) would let an integration reach the servers JoinFlow runs beside.
 *
 * IPv6 forms that carry an IPv4 address inside (IPv4-mapped, IPv4-
 * compatible, IPv4-translated, NAT64's 64:ff9b::/96 and 64:ff9b:1::/48,
 * 6to4 and Teredo) are refused outright: a gateway on the path may turn
 * them back into any IPv4 address, private ones included, and no platform
 * publishes one. Public IPv6 is the global unicast block, 2000::/3.
 *
 * The ranges come from ipaddr.js, which follows the IANA special-purpose
 * registries, so a new reserved range needs an update of the library, not
 * of this file.
 */
import ipaddr from 'ipaddr.js'

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number]

export interface AddressVerdict {
  public: boolean
  /** ipaddr.js's name for the range (`unicast`, `loopback`, `private`, `rfc6052`, ...), or `invalid`. */
  range: string
}

/** The verdict for one literal address (IPv4 dotted quad or IPv6, brackets allowed). */
export function classifyAddress(address: string): AddressVerdict {
  const literal = address.trim().replace(/^\[(.*)\]$/, '$1')
  // Only the forms a resolver returns or a URL parser leaves: no octal, hex or short IPv4 forms, no zone ids.
  const ipv6 = literal.includes(':') && !literal.includes('%') && ipaddr.IPv6.isValid(literal)
  if (!ipaddr.IPv4.isValidFourPartDecimal(literal) && !ipv6) {
    return { public: false, range: 'invalid' }
  }
  const parsed = ipaddr.parse(literal)
  const range = parsed.range()
  if (parsed.kind() === 'ipv6' && range === 'unicast' && !parsed.match(GLOBAL_UNICAST_V6)) {
    return { public: false, range: 'outsideGlobalUnicast' }
  }
  return { public: range === 'unicast', range }
}

export function isPublicAddress(address: string) {
  return classifyAddress(address).public
}
