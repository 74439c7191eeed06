/*
 * Facebook group and post addresses: the one reading of what an owner
 * pastes, used by the API (the authority), the web app and the CLI (which
 * point out a typo before anything is sent) and the extension (which
 * recognises the welcome post it is on).
 *
 * A group address: http or https (or no scheme at all, as people often copy
 * "facebook.com/groups/..." by hand), the host facebook.com or its www, m
 * and web subdomains, then exactly /groups/<numeric id or slug>, with an
 * optional trailing slash, query and fragment. Deeper paths (a post, the
 * members tab) are rejected so the Add Group dialog only ever takes a
 * group's own address.
 *
 * A post address: the same hosts, then /groups/<id or slug>/posts/<post id>
 * or /groups/<id or slug>/permalink/<post id>, with an optional trailing
 * slash, query and fragment. Post ids are numeric or Facebook's newer
 * "pfbid…" form.
 *
 * A slug is what Facebook allows in vanity names (letters, digits, dots)
 * plus "_" and "-", which older group addresses carry. The whole input is
 * matched in one expression rather than through `new URL`, because the URL
 * parser quietly repairs things an owner should be told about (backslashes
 * read as slashes, user info, ports).
 */

const GROUP_URL = /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?facebook\.com\/groups\/([a-z0-9._-]{1,100})\/?(?:[?#][^\s]*)?$/i

const GROUP_POST_URL =
  /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?facebook\.com\/groups\/([a-z0-9._-]{1,100})\/(posts|permalink)\/([a-z0-9]{1,100})\/?(?:[?#][^\s]*)?$/i

/** Longer input is refused before any expression runs on it. */
const MAX_INPUT_LENGTH = 2000

export const GROUP_URL_MESSAGES = {
  missing: { title: 'Missing URL', message: 'Please enter a Facebook group URL.' },
  /*
   * The spec writes the example as "{host}/groups/groupname"; the host shown
   * is facebook.com, the form people recognise and the one this parser
   * accepts without a subdomain.
   */
  invalid: {
    title: 'Invalid URL',
    message: 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)',
  },
} as const

export const GROUP_ID_MESSAGE = 'Please enter a valid Facebook group ID (the number or name after facebook.com/groups/).'

export const GROUP_POST_URL_MESSAGE =
  'Please enter the address of a post in your Facebook group (e.g., facebook.com/groups/groupname/posts/1234567890)'

export type GroupUrlFailure = keyof typeof GROUP_URL_MESSAGES

export type ParsedGroupUrl =
  | { ok: true; facebookGroupId: string; defaultName: string }
  | { ok: false; failure: GroupUrlFailure; title: string; message: string }

function fail(failure: GroupUrlFailure): ParsedGroupUrl {
  return { ok: false, failure, ...GROUP_URL_MESSAGES[failure] }
}

function trimmed(input: unknown): string {
  return typeof input === 'string' ? input.trim() : ''
}

function namesSomething(segment: string) {
  return /[a-z0-9]/i.test(segment)
}

/**
 * Reads a pasted group URL. A numeric id names the group "Facebook Group
 * {id}"; a slug becomes its words: every run of characters that are not
 * letters or digits turns into one space, trimmed at both ends
 * ("dog-lovers..uk_" → "dog lovers uk"), keeping the slug's own letter case.
 *
 * Slugs are case-insensitive on Facebook, so the facebookGroupId is the
 * lowercased slug: the same group pasted as /groups/DogLovers and
 * /groups/doglovers is one group.
 */
export function parseFacebookGroupUrl(input: unknown): ParsedGroupUrl {
  const value = trimmed(input)
  if (!value) return fail('missing')
  if (value.length > MAX_INPUT_LENGTH) return fail('invalid')
  const match = GROUP_URL.exec(value)
  if (!match) return fail('invalid')

  const segment = match[1]
  if (/^\d+$/.test(segment)) {
    return { ok: true, facebookGroupId: segment, defaultName: `Facebook Group ${segment}` }
  }
  const defaultName = segment.replace(/[^a-z0-9]+/gi, ' ').trim()
  // A slug of dots and dashes alone names nothing and is no group address.
  if (!defaultName) return fail('invalid')
  return { ok: true, facebookGroupId: segment.toLowerCase(), defaultName }
}

export interface GroupAddress {
  facebookGroupId: string
  defaultName: string
}

/**
 * A group named by its id alone: exactly the path segment after
 * facebook.com/groups/, nothing more (no slash, query or spaces), read as a
 * pasted address of that group would be. Null when it names no group.
 */
export function parseFacebookGroupId(id: string): GroupAddress | null {
  const parsed = parseFacebookGroupUrl(`facebook.com/groups/${id}`)
  return parsed.ok && parsed.facebookGroupId === id.toLowerCase()
    ? { facebookGroupId: parsed.facebookGroupId, defaultName: parsed.defaultName }
    : null
}

/** Where a group is on Facebook, from the id the product stores. */
export function facebookGroupLink(facebookGroupId: string): string {
  return `https://www.facebook.com/groups/${encodeURIComponent(facebookGroupId)}`
}

export interface GroupPost {
  /** The group's numeric id or its slug in lower case, as the product stores groups. */
  facebookGroupId: string
  kind: 'posts' | 'permalink'
  /** As Facebook writes it: digits, or "pfbid…" in its own letter case. */
  postId: string
  /** The canonical address: www.facebook.com, lower-case path, no query or fragment. */
  url: string
}

/** The group post an address names, or null when it names none. */
export function parseFacebookGroupPost(input: unknown): GroupPost | null {
  const value = trimmed(input)
  if (!value || value.length > MAX_INPUT_LENGTH) return null
  const match = GROUP_POST_URL.exec(value)
  if (!match) return null
  const [, group, kindAsWritten, postId] = match
  // A slug of dots and dashes alone names nothing.
  if (!namesSomething(group)) return null
  const facebookGroupId = group.toLowerCase()
  const kind = kindAsWritten.toLowerCase() as GroupPost['kind']
  return { facebookGroupId, kind, postId, url: `https://www.facebook.com/groups/${facebookGroupId}/${kind}/${postId}/` }
}

/**
 * The group post a Facebook page shows, from the page's path
 * ("/groups/123/posts/456/"), read by the same rule on whichever host the
 * page is; null on any other page.
 */
export function parseFacebookGroupPostPath(pathname: string): GroupPost | null {
  return pathname.startsWith('/') && !/[?#]/.test(pathname) ? parseFacebookGroupPost(`facebook.com${pathname}`) : null
}

/**
 * The canonical address of a group post, or null when the input is not one.
 * The post is stored on www.facebook.com without query or fragment (they
 * carry tracking, never the post); the extension opens its path on
 * whichever Facebook host the owner uses.
 */
export function parseFacebookGroupPostUrl(input: unknown): string | null {
  return parseFacebookGroupPost(input)?.url ?? null
}
