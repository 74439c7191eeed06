/*
 * What an API token may do. Every token carries abilities; every /api route
 * declares what it needs from a token (start/route_abilities.ts), and the
 * auth middleware refuses a token without it (403). A signed-in browser
 * session needs no ability: its role decides, as before.
 *
 * - read: every owner read (lists, records, figures, exports);
 * - write: every owner change (groups, rules, templates, integrations...);
 * - extension: what the Chrome extension does: capture requests, fetch and
 *   report its actions, report its health and status, connect a group;
 * - admin: super-admin and admin-permission routes, for an account that
 *   holds that role (the role is still checked).
 *
 * Nothing lets a token create tokens, change the password or start a
 * browser sign-in round trip: those need a signed-in session.
 */
export const TOKEN_ABILITIES = ['read', 'write', 'extension', 'admin'] as const
export type TokenAbility = (typeof TOKEN_ABILITIES)[number]

/** The kinds of token an owner can create, and the Chrome extension's own. */
export const TOKEN_ACCESS = {
  read_only: ['read'],
  full: ['read', 'write', 'extension'],
  extension: ['extension'],
} as const satisfies Record<string, readonly TokenAbility[]>
export type TokenAccess = keyof typeof TOKEN_ACCESS

/**
 * What a route needs from a token: one ability (or any of several), any
 * valid token ('anyToken': who am I), a signed-in session ('session': a
 * token is refused whatever it holds), or nothing ('public').
 */
export type RouteNeed = TokenAbility | readonly TokenAbility[] | 'anyToken' | 'session' | 'public'

export function abilitiesFor(access: TokenAccess, admin = false): TokenAbility[] {
  return admin ? [...TOKEN_ACCESS[access], 'admin'] : [...TOKEN_ACCESS[access]]
}

/** The kind of a token from its abilities, for lists; admin is reported apart. */
export function accessOf(abilities: readonly string[]): TokenAccess {
  if (abilities.includes('write')) return 'full'
  if (abilities.includes('read')) return 'read_only'
  return 'extension'
}

export function tokenMay(abilities: readonly string[], need: RouteNeed): boolean {
  if (need === 'public' || need === 'anyToken') return true
  if (need === 'session') return false
  const accepted: readonly string[] = typeof need === 'string' ? [need] : need
  return accepted.some((ability) => abilities.includes(ability))
}
