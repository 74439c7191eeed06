/*
 * Facebook group addresses: reading the URL an owner pastes into the Add
 * Group dialog, and guarding which hosts the group-picture refresh may
 * fetch.
 *
 * Accepted: http or https (or no scheme at all, as people often copy
 * "facebook.com/groups/..." by hand), the host facebook.com or its www, m
 * and web subdomains, then exactly /groups/<numeric id or slug>, with an
 * optional trailing slash, query and fragment. Deeper paths (a post, the
 * members tab) are rejected so the dialog only ever takes a group's own
 * address.
 */

/** Hosts that serve Facebook group pages, and the only ones we ever fetch. */
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com'])

/*
 * A slug is what Facebook allows in vanity names (letters, digits, dots)
 * plus "_" and "-", which older group addresses carry. The whole input is
 * matched in one expression rather than through `new URL`, because the URL
 * parser quietly repairs things an owner should be told about (backslashes
 * read as slashes, user info, ports).
 */
const GROUP_URL = /^(?:https?:\/\/)?(?:(?:www|m|web)\.)?facebook\.com\/groups\/([a-z0-9._-]{1,100})\/?(?:[?#][^\s]*)?$/i

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

export type GroupUrlFailure = keyof typeof GROUP_URL_MESSAGES

export type ParsedGroupUrl =
  | { ok: true; facebookGroupId: string; defaultName: string }
  | { ok: false; failure: GroupUrlFailure; title: string; message: string }

function fail(failure: GroupUrlFailure): ParsedGroupUrl {
  return { ok: false, failure, ...GROUP_URL_MESSAGES[failure] }
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
  const value = typeof input === 'string' ? input.trim() : ''
  if (!value) return fail('missing')
  if (value.length > 2000) return fail('invalid')
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

/**
 * Whether a URL may be fetched by the group-picture refresh: https only
 * (Facebook serves nothing a downgrade would need), one of the Facebook
 * hosts above, no user info, no explicit port. Look-alikes such as
 * facebook.com.evil.test, IP literals, trailing-dot hosts and other
 * Facebook subdomains are refused; callers check every redirect hop too.
 */
export function isFacebookHost(url: string | URL): boolean {
  let parsed: URL
  try {
    parsed = typeof url === 'string' ? new URL(url) : url
  } catch {
    return false
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    FACEBOOK_HOSTS.has(parsed.hostname)
  )
}
